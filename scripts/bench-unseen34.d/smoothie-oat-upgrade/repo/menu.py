MENU = {
    "berry blast": {"regular": 380, "large": 460},
    "green machine": {"regular": 420, "large": 510},
    "mango sunrise": {"regular": 395, "large": 475},
    "peanut power": {"regular": 440, "large": 530},
}
PROTEIN_SHOT = 70
MEAL_DEAL_DISCOUNT = 50


def drink_price(name, size="regular", protein=False):
    price = MENU[name.lower()][size]
    if protein:
        price += PROTEIN_SHOT
    return price


def pounds(pence):
    return f"£{pence // 100}.{pence % 100:02d}"


def order_total(drinks, with_snack=False):
    total = sum(drink_price(**drink) for drink in drinks)
    if with_snack and drinks:
        total -= MEAL_DEAL_DISCOUNT
    return total


def till_receipt(drinks, with_snack=False):
    lines = []
    for drink in drinks:
        label = f"{drink.get('size', 'regular').title()} {drink['name'].title()}"
        lines.append(f"{label:<24}{pounds(drink_price(**drink)):>8}")
    lines.append(f"{'TOTAL':<24}{pounds(order_total(drinks, with_snack)):>8}")
    return "\n".join(lines)


if __name__ == "__main__":
    order = [
        {"name": "Berry Blast", "size": "large"},
        {"name": "peanut power", "protein": True},
        {"name": "mango sunrise"},
    ]
    print(till_receipt(order))
