"""Price engraving jobs for trophies, plaques and tankards."""

SETUP_FEE = 5.00
PRICE_PER_LETTER = 0.20
LOGO_PRICE = 12.50
BULK_THRESHOLD = 10
BULK_DISCOUNT = 0.12


def count_letters(text):
    return sum(1 for ch in text if not ch.isspace())


def line_price(lines):
    return sum(count_letters(line) for line in lines) * PRICE_PER_LETTER


class EngravingJob:
    def __init__(self, item, lines, logo=False, quantity=1):
        self.item = item
        self.lines = list(lines)
        self.logo = logo
        self.quantity = quantity

    def unit_price(self):
        price = line_price(self.lines)
        if self.logo:
            price += LOGO_PRICE
        return round(price, 2)

    def total(self):
        total = SETUP_FEE + self.unit_price() * self.quantity
        if self.quantity >= BULK_THRESHOLD:
            total *= 1 - BULK_DISCOUNT
        return round(total, 2)


def summary(jobs):
    rows = [f"{job.quantity} x {job.item}: £{job.total():.2f}" for job in jobs]
    grand = sum(job.total() for job in jobs)
    rows.append(f"Total: £{grand:.2f}")
    return "\n".join(rows)


if __name__ == "__main__":
    jobs = [
        EngravingJob("cup", ["Riverside FC", "Player of the Season 2024"], logo=True),
        EngravingJob("medal", ["U10 League Winners"], quantity=14),
    ]
    print(summary(jobs))
