"""Till helper: totals and kitchen tickets for ramen orders."""
from menu import calc_bowl


def order_total(bowls):
    return round(sum(calc_bowl(bowl) for bowl in bowls), 2)


def kitchen_ticket(table, bowls):
    lines = [f"Table {table}"]
    for bowl in bowls:
        size = "L" if bowl.get("large") else "R"
        extras = ", ".join(bowl.get("toppings", [])) or "plain"
        lines.append(f"  {bowl['broth']} ({size}) + {extras}  {calc_bowl(bowl):.2f}")
    lines.append(f"Total {order_total(bowls):.2f}")
    return "\n".join(lines)
