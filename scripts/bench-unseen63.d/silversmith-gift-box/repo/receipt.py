from prices import POSTAGE, order_total, ring_price

SHOP = "Hallmark & Hammer Silversmiths"
WIDTH = 44


def money_line(label, amount):
    return f"{label:<{WIDTH - 10}}{'£' + format(amount, '.2f'):>10}"


def receipt_lines(customer, rings, postage="standard"):
    lines = [SHOP, f"Customer: {customer}", "=" * WIDTH]
    for ring in rings:
        metal, grams = ring[0], ring[1]
        engraving = ring[2] if len(ring) > 2 else ""
        lines.append(money_line(f"{metal.capitalize()} ring, {grams}g", ring_price(metal, grams, engraving)))
        if engraving:
            lines.append(f'  engraved "{engraving}"')
    lines.append(money_line(f"Postage ({postage})", POSTAGE[postage]))
    lines.append("=" * WIDTH)
    lines.append(money_line("TOTAL", order_total(rings, postage)))
    return lines


def print_receipt(customer, rings, postage="standard"):
    print("\n".join(receipt_lines(customer, rings, postage)))


if __name__ == "__main__":
    print_receipt("Maya Lindqvist", [("silver", 6, "M & J 2024"), ("9ct gold", 3.5)], "special delivery")
