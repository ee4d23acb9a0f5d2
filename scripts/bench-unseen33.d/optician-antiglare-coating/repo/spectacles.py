"""Price quotes for glasses at Brightview Opticians."""

FRAMES = {"budget": 39.00, "classic": 69.00, "designer": 119.00, "titanium": 149.00}
LENSES = {"single": 25.00, "varifocal": 95.00}
THIN_LENS_FROM = 4.0
THIN_LENS_EXTRA = 30.00
UNDER_16_DISCOUNT = 0.2


def quote(frame, lens="single", strength=0.0, under_16=False):
    if frame not in FRAMES:
        raise ValueError(f"unknown frame range: {frame}")
    price = FRAMES[frame] + LENSES[lens]
    if abs(strength) >= THIN_LENS_FROM:
        price += THIN_LENS_EXTRA
    if under_16:
        price *= 1 - UNDER_16_DISCOUNT
    return round(price, 2)


def quote_card(customer, frame, lens="single", strength=0.0, **options):
    price = quote(frame, lens, strength, **options)
    lens_name = "varifocal" if lens == "varifocal" else "single vision"
    thin = " (thinned)" if abs(strength) >= THIN_LENS_FROM else ""
    return (f"Quote for {customer}: {frame} frame with {lens_name} lenses"
            f"{thin} - £{price:.2f}")


if __name__ == "__main__":
    print(quote_card("Mr Okafor", "classic", strength=-2.25))
    print(quote_card("Ms Lund", "titanium", "varifocal", strength=5.5))
    print(quote_card("Ellie (12)", "budget", strength=-4.0, under_16=True))
