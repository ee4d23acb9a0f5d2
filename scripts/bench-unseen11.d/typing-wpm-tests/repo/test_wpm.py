import unittest

from wpm import accuracy, net_wpm, words_per_minute


class SpeedTest(unittest.TestCase):
    def test_one_minute(self):
        self.assertEqual(words_per_minute(250, 60), 50.0)

    def test_half_minute(self):
        self.assertEqual(words_per_minute(100, 30), 40.0)

    def test_rejects_zero_time(self):
        with self.assertRaises(ValueError):
            words_per_minute(100, 0)

    def test_net_speed(self):
        self.assertEqual(net_wpm(300, 4, 60), 56.0)
        self.assertEqual(net_wpm(20, 10, 60), 0.0)


class AccuracyTest(unittest.TestCase):
    def test_accuracy(self):
        self.assertEqual(accuracy("hello wprld", "hello world"), 90.9)
        self.assertEqual(accuracy("", ""), 100.0)


if __name__ == "__main__":
    unittest.main()
