MONTHLY_RATES = {"grass": 120.0, "diy": 180.0, "part": 320.0, "full": 550.0}
BALES_PER_WEEK = {"grass": 0, "diy": 3, "part": 4, "full": 5}
HAY_BALE_PRICE = 6.5
SHAVINGS_BAG_PRICE = 9.25
STABLES = 14


class Horse:
    def __init__(self, name, owner, livery, stabled=True):
        self.name = name
        self.owner = owner
        self.livery = livery
        self.stabled = stabled

    def included_bales(self, weeks=4):
        return BALES_PER_WEEK[self.livery] * weeks


def monthly_bill(horse, bales_used=0, shavings_bags=0):
    extra_bales = max(0, bales_used - horse.included_bales())
    return round(MONTHLY_RATES[horse.livery]
                 + extra_bales * HAY_BALE_PRICE
                 + shavings_bags * SHAVINGS_BAG_PRICE, 2)


def occupancy(horses, stables=STABLES):
    stabled = sum(1 for h in horses if h.stabled)
    return round(100 * stabled / stables, 1)


def yard_income(horses):
    return round(sum(MONTHLY_RATES[h.livery] for h in horses), 2)


def statement(horse, bales_used=0, shavings_bags=0):
    total = monthly_bill(horse, bales_used, shavings_bags)
    return f"{horse.owner} - {horse.name} ({horse.livery} livery): £{total:.2f}"


if __name__ == "__main__":
    yard = [
        Horse("Biscuit", "Mrs Hale", "full"),
        Horse("Domino", "Kerry", "diy"),
        Horse("Pepper", "The Adeyemis", "part"),
        Horse("Moss", "Joe", "grass", stabled=False),
    ]
    print(statement(yard[1], bales_used=15, shavings_bags=2))
    print(statement(yard[0], bales_used=20))
    print(f"Occupancy {occupancy(yard)}%, income £{yard_income(yard):.2f}")
