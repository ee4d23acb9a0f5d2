import unittest

from haberdashery import basket_total, button_cards, cut_length, fabric_price, ribbon_price


class CuttingTest(unittest.TestCase):
    def test_exact_lengths_are_cut_as_asked(self):
        self.assertEqual(cut_length(120), 120)
        self.assertEqual(cut_length(200), 200)

    def test_odd_lengths_go_up_to_the_next_10cm(self):
        self.assertEqual(cut_length(123), 130)
        self.assertEqual(cut_length(171), 180)

    def test_never_less_than_half_a_metre(self):
        self.assertEqual(cut_length(20), 50)
        self.assertEqual(cut_length(50), 50)


class PriceTest(unittest.TestCase):
    def test_fabric_is_priced_on_what_we_cut(self):
        self.assertEqual(fabric_price("linen", 145), 24.00)

    def test_remnants_are_cheaper(self):
        self.assertEqual(fabric_price("quilting cotton", 100, remnant=True), 8.40)

    def test_ribbon(self):
        self.assertEqual(ribbon_price(250), 3.00)


class ButtonTest(unittest.TestCase):
    def test_a_full_card(self):
        self.assertEqual(button_cards(6), 1)

    def test_part_cards_round_up(self):
        self.assertEqual(button_cards(7), 2)
        self.assertEqual(button_cards(1), 1)

    def test_no_buttons(self):
        self.assertEqual(button_cards(0), 0)


class BasketTest(unittest.TestCase):
    def test_dress_kit(self):
        self.assertEqual(basket_total([("cotton poplin", 235)], ribbon_cm=150, buttons=12), 30.10)


if __name__ == "__main__":
    unittest.main()
