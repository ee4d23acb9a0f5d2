import unittest

from invoices import deposit_due, invoice_lines, quick_quote
from quotes import Quote


class QuoteTests(unittest.TestCase):
    def test_gate_total(self):
        job = Quote("Mrs Patel", "garden gate", 25, 9, finish="galvanised")
        self.assertEqual(job.total(), 467.0)

    def test_unknown_finish(self):
        with self.assertRaises(ValueError):
            Quote("Ed", "coat hook", 0.5, 1, finish="gold leaf")

    def test_deposit(self):
        job = Quote("Ed", "fire poker", 1.5, 2)
        self.assertEqual(deposit_due(job), 24.24)

    def test_invoice_total_line(self):
        job = Quote("Sian", "boot scraper", 3, 2.5, finish="powder coat")
        self.assertEqual(invoice_lines(job)[3], "Total: £164.60")

    def test_quick_quote_type(self):
        self.assertIsInstance(quick_quote("Jo", "hooks", 2, 1), Quote)


if __name__ == "__main__":
    unittest.main()
