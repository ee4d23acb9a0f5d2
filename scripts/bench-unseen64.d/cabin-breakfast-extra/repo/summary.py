"""The booking summary we email to guests."""

from datetime import date, timedelta

import pricing


def booking_summary(guest, cabin, arrival, nights, dogs=0):
    leaving = arrival + timedelta(days=nights)
    lines = [
        f"Booking for {guest}",
        f"{cabin} cabin, {nights} night{'s' if nights != 1 else ''} "
        f"from {arrival:%a %d %b %Y} to {leaving:%a %d %b %Y}",
        f"  Cabin          £{pricing.room_charge(cabin, arrival, nights):>8.2f}",
        f"  Cleaning       £{pricing.CLEANING_FEE:>8.2f}",
    ]
    if dogs:
        lines.append(f"  Dogs ({dogs})       £{pricing.dog_charge(dogs):>8.2f}")
    lines.append(f"  Total          £{pricing.stay_total(cabin, arrival, nights, dogs):>8.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(booking_summary("Mrs Adeyemi", "Badger", date(2025, 6, 6), 3, dogs=1))
