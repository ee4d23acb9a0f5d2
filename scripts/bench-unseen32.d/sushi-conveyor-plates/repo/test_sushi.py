import unittest

from sushi import bill, plate_price, plate_total, service_charge


class PlateTests(unittest.TestCase):
    def test_plate_prices(self):
        self.assertEqual(plate_price("green"), 1.80)
        self.assertEqual(plate_price("black"), 5.90)

    def test_happy_hour_only_cheap_colours(self):
        self.assertEqual(plate_price("green", hour=15), 1.26)
        self.assertEqual(plate_price("blue", hour=16), 1.68)
        self.assertEqual(plate_price("gold", hour=15), 4.50)
        self.assertEqual(plate_price("blue", hour=17), 2.40)

    def test_plate_total(self):
        self.assertEqual(plate_total(["green", "red", "red"]), 8.20)


class ServiceTests(unittest.TestCase):
    def test_no_service_for_small_tables(self):
        self.assertEqual(service_charge(40.0, 2), 0.0)
        self.assertEqual(service_charge(80.0, 5), 0.0)

    def test_service_from_six_diners(self):
        self.assertEqual(service_charge(80.0, 6), 8.0)
        self.assertEqual(service_charge(120.0, 9), 12.0)

    def test_bill_for_group_of_six(self):
        table = ["green"] * 6 + ["red"] * 5 + ["gold"] * 4 + ["black"] * 2
        result = bill(table, diners=6, hour=19)
        self.assertEqual(result["plates"], 17)
        self.assertEqual(result["subtotal"], 56.6)
        self.assertEqual(result["service"], 5.66)
        self.assertEqual(result["total"], 62.26)


if __name__ == "__main__":
    unittest.main()
