"""This week's trader list and what each one owes."""

from fees import pitch_number, stall_fee

TRADERS = [
    # name, row, position, length m, covered, extras, regular
    ("Hollow Farm Eggs", "a", 3, 2.0, False, [], True),
    ("Mrs Patel's Chutneys", "a", 4, 3.0, True, ["table"], True),
    ("Wildflower Honey", "b", 1, 2.5, False, ["gazebo_weights"], False),
    ("Smokehouse Sausages", "c", 7, 4.0, True, ["power", "table"], False),
]


def invoices(days=1):
    rows = []
    for name, row, pos, length, covered, extras, regular in TRADERS:
        fee = stall_fee(length, days, covered, extras, regular)
        rows.append(f"{pitch_number(row, pos)}  {name:<22} £{fee:>7.2f}")
    return rows


if __name__ == "__main__":
    print("\n".join(invoices()))
