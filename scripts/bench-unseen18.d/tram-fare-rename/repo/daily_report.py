from fares import day_pass_worth_it, fare_for
from tickets import group_total, ticket_text

SALES = [(1, "adult", 120), (2, "child", 40), (3, "senior", 25), (2, "student", 60)]


def revenue(sales):
    return round(sum(fare_for(zones, kind) * count for zones, kind, count in sales), 2)


if __name__ == "__main__":
    print(ticket_text(2, "student"))
    print(f"Family of four, 2 zones: EUR {group_total({'adult': 2, 'child': 2}, 2):.2f}")
    print(f"Day pass for 3 rides in zone 1? {day_pass_worth_it(3, 1)}")
    print(f"Today's revenue: EUR {revenue(SALES):.2f}")
