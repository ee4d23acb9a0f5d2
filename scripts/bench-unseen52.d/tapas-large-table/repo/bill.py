"""Works out the bill for a table at La Bodeguita tapas bar."""

SERVICE_CHARGE = 0.125        # added for larger tables
LARGE_TABLE = 8               # tables of 8 or more get the service charge
SHARING_BOARD_PRICE = 18.0    # one board per 4 people, rounded up
CORKAGE_PER_BOTTLE = 6.0


def boards_needed(people):
    """Sharing boards for the table: one per 4 people, rounded up."""
    return -(-people // 4)


def service_applies(people):
    """Whether the table pays the optional service charge."""
    return people > LARGE_TABLE


def table_bill(people, food_total, boards=False, own_bottles=0):
    """Final bill in pounds."""
    total = food_total
    if boards:
        total += boards_needed(people) * SHARING_BOARD_PRICE
    total += own_bottles * CORKAGE_PER_BOTTLE
    if service_applies(people):
        total *= 1 + SERVICE_CHARGE
    return round(total, 2)


if __name__ == "__main__":
    print(table_bill(4, 62.0))
    print(table_bill(10, 240.0, boards=True, own_bottles=2))
