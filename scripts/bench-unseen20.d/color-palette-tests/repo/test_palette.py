import unittest

from palette import hex_to_rgb, lighten, palette, rgb_to_hex


class PaletteTest(unittest.TestCase):
    def test_hex_to_rgb(self):
        self.assertEqual(hex_to_rgb("#1e90ff"), (30, 144, 255))
        self.assertEqual(hex_to_rgb("000000"), (0, 0, 0))
        with self.assertRaises(ValueError):
            hex_to_rgb("#12345")

    def test_rgb_to_hex_pads(self):
        self.assertEqual(rgb_to_hex((30, 144, 255)), "#1e90ff")
        self.assertEqual(rgb_to_hex((0, 10, 5)), "#000a05")

    def test_lighten(self):
        self.assertEqual(lighten((0, 0, 0), 0.5), (128, 128, 128))
        self.assertEqual(lighten((200, 100, 255), 0.5), (228, 178, 255))
        self.assertEqual(lighten((10, 20, 30), 0), (10, 20, 30))

    def test_lighten_full_is_white(self):
        self.assertEqual(lighten((30, 144, 255), 1), (255, 255, 255))

    def test_palette(self):
        self.assertEqual(palette("#000000", 2), ["#000000", "#808080"])


if __name__ == "__main__":
    unittest.main()
