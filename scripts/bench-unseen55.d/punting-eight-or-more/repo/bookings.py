"""The day's booking sheet for the kiosk on the quay."""

from punts import PUNT_CAPACITY, tour_price


def add_booking(sheet, time, name, ages):
    """Add a party to a departure time if there's room on the punt.

    Returns True if the booking went in, False if the punt is too full.
    """
    already = sum(len(b["ages"]) for b in sheet.get(time, []))
    if already + len(ages) > PUNT_CAPACITY:
        return False
    price = tour_price(ages)
    sheet.setdefault(time, []).append({"name": name, "ages": list(ages), "price": price})
    return True


def takings(sheet):
    """Money taken across every booking on the sheet."""
    return round(sum(b["price"] for slot in sheet.values() for b in slot), 2)


if __name__ == "__main__":
    sheet = {}
    add_booking(sheet, "11:00", "Hen party", [29] * 8)
    add_booking(sheet, "11:00", "Morris family", [41, 39, 10])
    add_booking(sheet, "14:30", "Mr Shah", [67, 65])
    print(f"Takings today: £{takings(sheet):.2f}")
