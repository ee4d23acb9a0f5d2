import unittest

from jukebox import Jukebox, credits_for


class CreditsTest(unittest.TestCase):
    def test_single_pounds(self):
        self.assertEqual(credits_for(1), 3)
        self.assertEqual(credits_for(0), 0)

    def test_bundles_used_biggest_first(self):
        self.assertEqual(credits_for(2), 7)
        self.assertEqual(credits_for(5), 20)
        self.assertEqual(credits_for(8), 30)   # 5 + 2 + 1
        self.assertEqual(credits_for(10), 40)

    def test_negative_rejected(self):
        with self.assertRaises(ValueError):
            credits_for(-1)


class JukeboxTest(unittest.TestCase):
    def test_spend_every_credit(self):
        box = Jukebox()
        box.pay(1)
        self.assertTrue(box.request("Song A"))
        self.assertTrue(box.request("Song B"))
        self.assertTrue(box.request("Song C"))
        self.assertEqual(box.credits, 0)
        self.assertFalse(box.request("Song D"))

    def test_priority_goes_first(self):
        box = Jukebox()
        box.pay(2)
        box.request("Normal")
        self.assertTrue(box.request("Urgent", priority=True))
        self.assertEqual(box.next_song(), "Urgent")
        self.assertEqual(box.next_song(), "Normal")
        self.assertIsNone(box.next_song())
        self.assertEqual(box.credits, 4)


if __name__ == "__main__":
    unittest.main()
