import unittest

from props import packing_list, props_needed
from workshop import shortages


class PropsNeededTest(unittest.TestCase):
    def test_balls_include_spares(self):
        self.assertEqual(props_needed(10, "balls"), 33)

    def test_single_prop_rounds_spares_up(self):
        self.assertEqual(props_needed(4, "diabolo"), 5)

    def test_unknown_prop(self):
        with self.assertRaises(ValueError):
            props_needed(5, "fire torches")

    def test_packing_list(self):
        self.assertEqual(packing_list(2, ["clubs", "rings"]), {"clubs": 7, "rings": 7})


class ShortagesTest(unittest.TestCase):
    def test_no_shortage_for_small_class(self):
        self.assertEqual(shortages(5, ["balls", "clubs"]), {})

    def test_clubs_run_short(self):
        self.assertEqual(shortages(10, ["clubs"]), {"clubs": 3})


if __name__ == "__main__":
    unittest.main()
