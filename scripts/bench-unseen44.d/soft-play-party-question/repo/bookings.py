"""Party bookings taken at the front desk."""

from datetime import date

from party import deposit, hosts_needed, party_price


def quote_line(name, children, day, hot_food=False, member=False):
    weekend = day.weekday() >= 5
    price = party_price(children, weekend, hot_food, member)
    return (f"{name}'s party on {day:%a %d %b}: {children} children, {hosts_needed(children)} host(s), "
            f"£{price:.2f} (deposit £{deposit(price):.2f})")


if __name__ == "__main__":
    print(quote_line("Maisie", 9, date(2025, 3, 12)))
