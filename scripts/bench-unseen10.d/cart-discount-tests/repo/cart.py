class Cart:
    def __init__(self):
        self.lines = []

    def add(self, name, price, qty=1):
        self.lines.append((name, price, qty))

    def subtotal(self):
        return sum(price * qty for _, price, qty in self.lines)

    def total(self, discount_percent=0):
        return apply_discount(self.subtotal(), discount_percent)


def apply_discount(amount, percent):
    """Reduce amount by the given percentage, rounded to cents."""
    if not 0 <= percent <= 100:
        raise ValueError("percent must be between 0 and 100")
    return round(amount * percent / 100, 2)
