"""Works out a table's bill at the end of the meal."""

from menu import (CARVERY, DESSERTS, KIDS_EAT_FREE_DAYS, SERVICE_CHARGE,
                  SERVICE_CHARGE_FROM, SUNDAY_EXTRA)


def plates_total(day, adults, seniors, children):
    """Carvery plates for the table, with the Sunday and kids' deals."""
    total = adults * CARVERY["adult"] + seniors * CARVERY["senior"]
    if day == "Sunday":
        total += (adults + seniors) * SUNDAY_EXTRA
    paying_children = children
    if day in KIDS_EAT_FREE_DAYS:
        paying_children = max(0, children - adults - seniors)
    return total + paying_children * CARVERY["child"]


def table_bill(day, adults=0, seniors=0, children=0, desserts=()):
    """The whole bill for a table, rounded to the penny."""
    total = plates_total(day, adults, seniors, children)
    total += sum(DESSERTS[d] for d in desserts)
    if adults + seniors + children >= SERVICE_CHARGE_FROM:
        total *= 1 + SERVICE_CHARGE
    return round(total, 2)


if __name__ == "__main__":
    print(table_bill("Tuesday", adults=2, children=3))
    print(table_bill("Saturday", adults=4, desserts=["cheese-board"]))
