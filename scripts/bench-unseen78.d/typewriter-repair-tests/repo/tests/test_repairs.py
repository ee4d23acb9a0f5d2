import unittest

from repairs import labour_cost, parts_cost, job_net, job_total


class RepairPricingTests(unittest.TestCase):
    def test_minimum_labour_is_one_hour(self):
        self.assertAlmostEqual(labour_cost(0.5), 30.00)

    def test_labour_by_the_hour(self):
        self.assertAlmostEqual(labour_cost(2.5), 75.00)

    def test_parts_use_quantity(self):
        parts = [("type bar", 6.00, 3), ("platen knob", 4.50, 1)]
        self.assertAlmostEqual(parts_cost(parts), 22.50)

    def test_no_parts(self):
        self.assertAlmostEqual(parts_cost([]), 0.0)

    def test_net_with_ribbons_and_rush(self):
        parts = [("feet", 2.00, 4)]
        self.assertAlmostEqual(job_net(2, parts, ribbons=2, rush=True), 110.00)

    def test_total_adds_vat(self):
        self.assertAlmostEqual(job_total(1, []), 36.00)

    def test_total_full_job(self):
        parts = [("spring", 3.25, 2)]
        self.assertAlmostEqual(job_total(3, parts, ribbons=1), 126.00)


if __name__ == "__main__":
    unittest.main()
