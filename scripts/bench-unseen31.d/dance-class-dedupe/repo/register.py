"""Attendance register for the Wednesday salsa class."""

DROP_IN_PRICE = 7.00


def read_register(text):
    """One name per line; blank lines are ignored."""
    return [line for line in text.splitlines() if line.strip()]


def attendance(names):
    """How many people came to the class."""
    return len(names)


def takings(names, members=()):
    """Members have paid already; everyone else pays the drop-in price."""
    member_set = {m.strip().lower() for m in members}
    payers = [n for n in names if n.strip().lower() not in member_set]
    return round(len(payers) * DROP_IN_PRICE, 2)


def summary(text, members=()):
    names = read_register(text)
    return f"Attendance: {attendance(names)} | Drop-in takings: £{takings(names, members):.2f}"


if __name__ == "__main__":
    tonight = """
Maria Lopez
Tom Reed
maria lopez
Aisha Khan

Tom  Reed
"""
    print(summary(tonight, members=["Aisha Khan"]))
