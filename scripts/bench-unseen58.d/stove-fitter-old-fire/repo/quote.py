"""Quote letters for stove installs."""

from stoves import deposit, install_price


def quote_lines(customer, stove, liner_m=0, new_hearth=False):
    """The lines of the quote we email out."""
    price = install_price(stove, liner_m, new_hearth)
    return [
        f"Dear {customer},",
        f"Supplying and fitting a {stove} stove: £{price:.2f}",
        f"Deposit to order: £{deposit(price):.2f}",
    ]
