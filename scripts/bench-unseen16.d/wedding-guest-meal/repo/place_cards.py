from guests import Guest, by_table


def card(guest):
    """Text printed on one place card."""
    lines = [guest.name, f"Table {guest.table}"]
    if guest.plus_one:
        lines.append("+1")
    return "\n".join(lines)


GUESTS = [
    Guest("Aunt Rosa", 1),
    Guest("Tom Hale", 2, plus_one=True),
    Guest("Mei Chen", 1),
]

if __name__ == "__main__":
    for table, seated in by_table(GUESTS).items():
        for guest in seated:
            print(card(guest))
            print("---")
