"""Quotes for Second Life Furniture, the upcycling workshop."""

LABOUR = {
    "chair": 45.00,
    "side table": 60.00,
    "chest of drawers": 140.00,
    "wardrobe": 220.00,
    "dresser": 180.00,
}

PAINT = {
    "chalk": 1.00,
    "eggshell": 1.10,
    "metallic": 1.35,
}

HANDLE_PRICE = 4.50
MINIMUM_QUOTE = 50.00


def quote_piece(item, paint="chalk", new_handles=0):
    """Price to restore and repaint one piece of furniture."""
    if item not in LABOUR:
        raise ValueError(f"we don't quote for {item} yet")
    if paint not in PAINT:
        raise ValueError(f"unknown paint finish: {paint}")
    price = LABOUR[item] * PAINT[paint] + HANDLE_PRICE * new_handles
    price = max(price, MINIMUM_QUOTE)
    return round(price, 2)


def quote_job(pieces):
    """pieces: list of dicts with the keyword arguments for quote_piece."""
    return round(sum(quote_piece(**p) for p in pieces), 2)


def quote_text(customer, pieces):
    lines = [f"Quote for {customer}"]
    for p in pieces:
        lines.append(f"  {p['item']} ({p.get('paint', 'chalk')})  £{quote_piece(**p):.2f}")
    lines.append(f"Total  £{quote_job(pieces):.2f}")
    return "\n".join(lines)
