"""Daily booking sheet for the valeting bay."""
from pricing import calc_price


def day_total(bookings):
    """bookings is a list of (registration, package, size, pet_hair)."""
    return sum(calc_price(pkg, size, pet) for _reg, pkg, size, pet in bookings)


def booking_sheet(bookings):
    lines = []
    for reg, pkg, size, pet in bookings:
        label = pkg.replace("_", " ")
        lines.append(f"{reg:<9} {label:<11} {size:<7} £{calc_price(pkg, size, pet):6.2f}")
    lines.append(f"{'Day total':<29} £{day_total(bookings):6.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(booking_sheet([
        ("KX19 ABC", "full_valet", "large", True),
        ("LM68 PQR", "exterior", "small", False),
    ]))
