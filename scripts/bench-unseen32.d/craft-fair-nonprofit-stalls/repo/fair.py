TABLE_FEES = {"single": 25.0, "double": 40.0, "gazebo": 55.0}
EXTRA_DAY_RATE = 0.8
ELECTRIC_PER_DAY = 12.0
FAIR_DAYS = ("Saturday", "Sunday")


def stall_fee(size, days=1, electricity=False):
    if days not in (1, 2):
        raise ValueError("the fair only runs for two days")
    base = TABLE_FEES[size]
    fee = base + base * EXTRA_DAY_RATE * (days - 1)
    if electricity:
        fee += ELECTRIC_PER_DAY * days
    return round(fee, 2)


def invoice(stallholder, size, days=1, electricity=False):
    amount = stall_fee(size, days, electricity)
    when = " & ".join(FAIR_DAYS[:days])
    extras = " with electricity" if electricity else ""
    return f"{stallholder}: {size} stall{extras}, {when} - £{amount:.2f}"


def total_takings(bookings):
    return round(sum(stall_fee(**b) for b in bookings), 2)


if __name__ == "__main__":
    bookings = [
        {"size": "single", "days": 2},
        {"size": "double", "days": 1, "electricity": True},
        {"size": "gazebo", "days": 2, "electricity": True},
    ]
    print(invoice("Hazel's Candles", "double", 1, True))
    print(invoice("Pip & Purl Yarns", "gazebo", 2))
    print(f"Takings so far: £{total_takings(bookings):.2f}")
