import unittest

from quotes import crew_cost, job_quote, stump_cost, waste_loads


class CrewTests(unittest.TestCase):
    def test_half_day(self):
        self.assertEqual(crew_cost(3), 240.0)

    def test_one_day(self):
        self.assertEqual(crew_cost(6), 420.0)

    def test_two_days(self):
        self.assertEqual(crew_cost(10), 840.0)


class StumpTests(unittest.TestCase):
    def test_small_stump_pays_minimum(self):
        self.assertEqual(stump_cost(20), 60.0)

    def test_big_stump(self):
        self.assertEqual(stump_cost(80), 120.0)


class WasteTests(unittest.TestCase):
    def test_no_waste(self):
        self.assertEqual(waste_loads(0), 0)

    def test_exactly_one_load(self):
        self.assertEqual(waste_loads(6), 1)

    def test_part_load_counts(self):
        self.assertEqual(waste_loads(7), 2)


class JobTests(unittest.TestCase):
    def test_full_job_without_vat(self):
        self.assertEqual(job_quote(6, stumps=[80, 20], waste_m3=7, vat=False), 770.0)

    def test_small_job_with_vat(self):
        self.assertEqual(job_quote(3), 288.0)


if __name__ == "__main__":
    unittest.main()
