"""Entry tickets for Long Neck Ostrich Farm."""

ADULT = 12.00
CHILD = 7.50          # ages 3-15, under 3s go free
SENIOR = 9.50
FAMILY = 36.00        # 2 adults + 2 children
FEEDING_BAG = 2.00


def calc_entry(adults, children=0, seniors=0):
    """Cheapest entry price for a party, using family tickets where they help."""
    if adults < 0 or children < 0 or seniors < 0:
        raise ValueError("counts cannot be negative")
    if adults + children + seniors == 0:
        raise ValueError("nobody to let in")
    families = min(adults // 2, children // 2)
    total = families * FAMILY
    total += (adults - 2 * families) * ADULT
    total += (children - 2 * families) * CHILD
    total += seniors * SENIOR
    return round(total, 2)


def feeding_bags(count):
    if count < 0:
        raise ValueError("count cannot be negative")
    return round(count * FEEDING_BAG, 2)
