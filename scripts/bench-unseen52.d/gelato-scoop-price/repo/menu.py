"""Prints the menu board for the cart."""

from gelato import AFFOGATO_PRICE, CONE_EXTRA, KIDS_SCOOP_PRICE, TOPPING_PRICE, order_total

FLAVOURS = ["Pistachio", "Stracciatella", "Salted caramel", "Lemon sorbet"]


def menu_lines():
    lines = ["NONNA ROSA GELATO", ""]
    for n in (1, 2, 3):
        label = "scoop" if n == 1 else "scoops"
        lines.append(f"{n} {label:<8} £{order_total(n):.2f}")
    lines.append(f"Kids scoop £{KIDS_SCOOP_PRICE:.2f}")
    lines.append(f"Waffle cone +£{CONE_EXTRA:.2f}   Toppings +£{TOPPING_PRICE:.2f} each")
    lines.append(f"Affogato   £{AFFOGATO_PRICE:.2f}")
    lines.append("")
    lines.append("Today: " + ", ".join(FLAVOURS))
    return lines


if __name__ == "__main__":
    print("\n".join(menu_lines()))
