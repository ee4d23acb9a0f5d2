from datetime import date, timedelta

from shows import SHOWS, show_price

DEPOSIT_SHARE = 0.25
FAMILY_PARTY_DEPOSIT = 30
BALANCE_DUE_DAYS = 14


def deposit(kind, miles=0):
    if kind == "birthday":
        return FAMILY_PARTY_DEPOSIT
    return round(show_price(kind, miles) * DEPOSIT_SHARE, 2)


def balance(kind, miles=0):
    return round(show_price(kind, miles) - deposit(kind, miles), 2)


def booking_summary(client, kind, when, miles=0):
    due = when - timedelta(days=BALANCE_DUE_DAYS)
    return (
        f"Booking for {client}: {SHOWS[kind]['title']} on {when:%d %b %Y}\n"
        f"Deposit now: £{deposit(kind, miles):.2f}\n"
        f"Balance £{balance(kind, miles):.2f} due by {due:%d %b %Y}"
    )


if __name__ == "__main__":
    print(booking_summary("The Okafors", "birthday", date(2024, 11, 16), miles=22))
    print()
    print(booking_summary("Harbour Hotel", "wedding", date(2025, 6, 7)))
