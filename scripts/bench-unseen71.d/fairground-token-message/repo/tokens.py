"""Fairground token booth: selling ride tokens."""

TOKEN_PRICE = 1.50
BUNDLES = {10: 13.00, 20: 24.00}   # bundle deals, by number of tokens
MAX_TOKENS_PER_SALE = 50


def token_cost(count):
    if count < 1:
        raise ValueError("You need to buy at least one token.")
    if count > MAX_TOKENS_PER_SALE:
        raise ValueError("Too many tokens")
    cost = 0.0
    remaining = count
    for size in sorted(BUNDLES, reverse=True):
        while remaining >= size:
            cost += BUNDLES[size]
            remaining -= size
    cost += remaining * TOKEN_PRICE
    return round(cost, 2)


def sale_message(count):
    try:
        cost = token_cost(count)
    except ValueError as err:
        return str(err)
    return f"{count} tokens: £{cost:.2f}. Enjoy the rides!"


if __name__ == "__main__":
    for n in (5, 23, 60):
        print(sale_message(n))
