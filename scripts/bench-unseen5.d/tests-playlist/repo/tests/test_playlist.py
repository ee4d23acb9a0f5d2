import unittest

from playlist import Track, describe, format_duration, shuffled, total_seconds

TRACKS = [
    Track("Morning Coffee", "The Kettles", 185),
    Track("Toast", "Crumbs", 242),
    Track("Sunny Side Up", "The Kettles", 200),
]


class FormatDurationTest(unittest.TestCase):
    def test_minutes_and_seconds(self):
        self.assertEqual(format_duration(185), "3:05")

    def test_round_minutes(self):
        self.assertEqual(format_duration(120), "2:00")

    def test_under_a_minute(self):
        self.assertEqual(format_duration(42), "0:42")

    def test_hours(self):
        self.assertEqual(format_duration(3725), "1:02:05")


class PlaylistTest(unittest.TestCase):
    def test_total(self):
        self.assertEqual(total_seconds(TRACKS), 627)

    def test_describe(self):
        self.assertEqual(describe(TRACKS), "3 tracks, 10:27")
        self.assertEqual(describe(TRACKS[:2]), "2 tracks, 7:07")

    def test_shuffle_keeps_tracks(self):
        self.assertCountEqual(shuffled(TRACKS, seed=7), TRACKS)


if __name__ == "__main__":
    unittest.main()
