import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from finds import best_find, find_value, is_reportable, parse_find  # noqa: E402
from report import season_report  # noqa: E402


class FindsTests(unittest.TestCase):
    def test_parse(self):
        f = parse_find(" Mill Field , Buckle , Fine , 22 ")
        self.assertEqual(f, {"field": "Mill Field", "kind": "buckle", "condition": "fine", "depth_cm": 22})

    def test_value_uses_condition(self):
        self.assertEqual(find_value(parse_find("A, buckle, fine, 5")), 24.0)
        self.assertEqual(find_value(parse_find("A, button, poor, 5")), 1.2)

    def test_unknown_kind_is_worth_a_pound(self):
        self.assertEqual(find_value(parse_find("A, ring pull, good, 3")), 1.0)

    def test_reportable(self):
        self.assertTrue(is_reportable(parse_find("A, hammered coin, poor, 5")))
        self.assertTrue(is_reportable(parse_find("A, button, poor, 31")))
        self.assertFalse(is_reportable(parse_find("A, button, poor, 30")))

    def test_best_find(self):
        finds = [parse_find("A, token, good, 4"), parse_find("B, milled coin, fine, 4")]
        self.assertEqual(best_find(finds)["field"], "B")
        self.assertIsNone(best_find([]))

    def test_report(self):
        text = "Top, hammered coin, fair, 18\nLow, button, good, 40\n"
        self.assertEqual(season_report(text).splitlines()[-2], "Best find: hammered coin from Top (£28.00)")


if __name__ == "__main__":
    unittest.main()
