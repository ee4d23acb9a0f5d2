"""Replies to booking enquiries from the website form."""

from glamping import deposit, stay_price


def enquiry_reply(name, tent, nights, guests):
    try:
        price = stay_price(tent, nights, guests)
    except ValueError as err:
        return f"Hi {name}, sorry - {err}."
    return (f"Hi {name}, {nights} nights in the {tent.replace('_', ' ')} for {guests} comes to "
            f"£{price:.2f}. A deposit of £{deposit(price):.2f} secures it.")


if __name__ == "__main__":
    print(enquiry_reply("Tom", "bell_5m", 3, 4))
