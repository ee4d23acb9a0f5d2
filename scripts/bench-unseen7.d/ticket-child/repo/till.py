"""Box office till: adds up a group's tickets and prints a receipt."""
import sys

from cinema import screen_name, ticket_price


def group_total(ages, matinee=False):
    return round(sum(ticket_price(age, matinee) for age in ages), 2)


def receipt(ages, screen=1, matinee=False):
    lines = [f"{screen_name(screen)}{' (matinee)' if matinee else ''}"]
    for age in ages:
        lines.append(f"  age {age:>3}  {ticket_price(age, matinee):6.2f}")
    lines.append(f"  total    {group_total(ages, matinee):6.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt([int(a) for a in sys.argv[1:]]))
