import unittest

from spices import Jar, scale_recipe, shopping_list, tsp_to_grams


class JarTests(unittest.TestCase):
    def test_use(self):
        jar = Jar("cumin", 50)
        self.assertEqual(jar.use(12), 38)
        with self.assertRaises(ValueError):
            jar.use(40)

    def test_percent_full(self):
        self.assertEqual(Jar("salt", 500, 125).percent_full(), 25)

    def test_needs_refill(self):
        self.assertFalse(Jar("paprika", 40, 9).needs_refill())
        self.assertTrue(Jar("paprika", 40, 8).needs_refill())
        self.assertTrue(Jar("paprika", 40, 3).needs_refill())


class KitchenTests(unittest.TestCase):
    def test_tsp_to_grams(self):
        self.assertEqual(tsp_to_grams("cumin", 2), 4.2)
        self.assertEqual(tsp_to_grams("Paprika", 3), 6.9)

    def test_scale_recipe(self):
        chili = {"cumin": 6, "paprika": 4.5}
        self.assertEqual(scale_recipe(chili, 4, 6), {"cumin": 9.0, "paprika": 6.75})
        self.assertEqual(scale_recipe(chili, 4, 2), {"cumin": 3.0, "paprika": 2.25})

    def test_shopping_list(self):
        rack = [Jar("oregano", 20, 4), Jar("cinnamon", 60, 30), Jar("cumin", 50, 2)]
        self.assertEqual(shopping_list(rack), ["cumin", "oregano"])


if __name__ == "__main__":
    unittest.main()
