"""Front desk helper: prints a receipt for a group."""

from tickets import group_price, ticket_type


def receipt(ages, students=()):
    lines = [f"Visitor aged {age}: {ticket_type(age, i in students)}" for i, age in enumerate(ages)]
    lines.append(f"To pay: £{group_price(ages, students):.2f}")
    return "\n".join(lines)


def parse_ages(text):
    """Turn '38, 40, 9' typed at the desk into a list of ages."""
    return [int(part) for part in text.replace(" ", "").split(",") if part]


if __name__ == "__main__":
    print(receipt(parse_ages(input("Ages in the group: "))))
