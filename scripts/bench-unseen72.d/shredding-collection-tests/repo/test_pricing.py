import unittest

from pricing import collection_net, collection_total, job_sheet


class CollectionPriceTests(unittest.TestCase):
    def test_small_job_pays_collection(self):
        self.assertEqual(collection_net(3, 1), 44.50)

    def test_big_job_collects_free(self):
        self.assertEqual(collection_net(15, 10), 127.50)

    def test_exactly_twenty_items_collects_free(self):
        self.assertEqual(collection_net(12, 8), 102.00)

    def test_nineteen_items_pays_collection(self):
        self.assertEqual(collection_net(10, 9), 124.00)

    def test_certificate(self):
        self.assertEqual(collection_net(2, 0, certificate=True), 39.00)

    def test_total_includes_vat(self):
        self.assertEqual(collection_total(3, 1), 53.40)

    def test_total_big_job_with_certificate(self):
        self.assertEqual(collection_total(20, 0, certificate=True), 114.00)

    def test_negative_counts_refused(self):
        with self.assertRaises(ValueError):
            collection_net(-1, 2)

    def test_job_sheet(self):
        self.assertEqual(job_sheet("Dunmore Solicitors", 3, 1),
                         "Dunmore Solicitors: 3 sacks, 1 boxes = £53.40 inc VAT")


if __name__ == "__main__":
    unittest.main()
