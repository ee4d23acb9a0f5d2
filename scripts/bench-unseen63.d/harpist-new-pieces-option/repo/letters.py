from quotes import deposit, quote


def quote_letter(couple, date, venue, hours, miles, stairs=False):
    total = quote(hours, miles, stairs)
    return "\n".join([
        f"Dear {couple},",
        "",
        f"Thank you for thinking of me for {date} at {venue}.",
        f"For {hours} hours of harp music my fee would be £{total:.2f}, including travel.",
        f"A deposit of £{deposit(total):.2f} secures the date.",
        "",
        "Warm wishes,",
        "Isla Moreau",
    ])


if __name__ == "__main__":
    print(quote_letter("Priya and Tom", "Saturday 14 June", "Larkspur Barn", 3, 40, stairs=True))
