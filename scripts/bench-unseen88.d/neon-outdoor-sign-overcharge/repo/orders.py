"""Order confirmations for the neon workshop."""
from pricing import sign_price, count_letters


def confirmation(customer, text, colour="white", outdoor=False, delivery=True):
    price = sign_price(text, colour, outdoor, delivery)
    lines = [
        "Neon order for %s" % customer,
        'Sign text: "%s" (%d letters)' % (text, count_letters(text)),
        "Colour: %s%s" % (colour, ", outdoor" if outdoor else ""),
        "Delivery: %s" % ("yes" if delivery else "collect from workshop"),
        "Total: £%.2f" % price,
    ]
    return "\n".join(lines)


def lead_time_days(text, outdoor=False):
    """Workshop days needed to bend and test the tubes."""
    days = 3 + count_letters(text) // 10
    if outdoor:
        days += 2
    return days
