import unittest

from facepaint import booking_price, faces_in_time, hours_needed, travel_cost


class FacePaintTests(unittest.TestCase):
    def test_half_hour_billing(self):
        self.assertEqual(hours_needed(10, "full"), 1.5)

    def test_short_job_rounds_up_to_half_hour(self):
        self.assertEqual(hours_needed(3, "simple"), 0.5)

    def test_whole_hours(self):
        self.assertEqual(hours_needed(20, "glitter"), 2)

    def test_minimum_charge(self):
        self.assertEqual(booking_price(5, "simple"), 90.0)

    def test_party_with_travel(self):
        self.assertEqual(booking_price(10, "full", miles=16), 100.2)

    def test_free_travel_radius(self):
        self.assertEqual(travel_cost(8), 0)

    def test_faces_in_two_hours(self):
        self.assertEqual(faces_in_time(2, "glitter"), 20)


if __name__ == "__main__":
    unittest.main()
