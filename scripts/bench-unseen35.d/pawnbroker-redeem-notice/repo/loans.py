"""Track pledged items and print notices for the customer."""

from datetime import date, timedelta

REDEMPTION_DAYS = 180
MONTHLY_INTEREST = 0.035
REMINDER_DAYS = 14


class Pledge:
    def __init__(self, ticket, customer, item, amount, pledged_on):
        self.ticket = ticket
        self.customer = customer
        self.item = item
        self.amount = amount
        self.pledged_on = pledged_on

    def due_date(self):
        return self.pledged_on + timedelta(days=REDEMPTION_DAYS)

    def amount_to_redeem(self, today):
        months = max(1, -(-(today - self.pledged_on).days // 30))
        return round(self.amount * (1 + MONTHLY_INTEREST * months), 2)


def notice(pledge, today):
    header = f"Ticket {pledge.ticket} - {pledge.item} ({pledge.customer})"
    due = pledge.due_date()
    if today > due:
        body = "Your redemption period has expired."
    elif (due - today).days <= REMINDER_DAYS:
        body = (f"Friendly reminder: please redeem by {due:%d %b %Y}. "
                f"Amount due today: £{pledge.amount_to_redeem(today):.2f}")
    else:
        body = f"Your item is safe with us until {due:%d %b %Y}."
    return f"{header}\n{body}"


if __name__ == "__main__":
    today = date(2024, 9, 1)
    pledges = [
        Pledge("A1042", "J. Murphy", "gold signet ring", 120.00, date(2024, 2, 10)),
        Pledge("A1077", "S. Begum", "Canon camera", 200.00, date(2024, 3, 10)),
        Pledge("A1103", "L. Novak", "acoustic guitar", 90.00, date(2024, 7, 20)),
    ]
    for pledge in pledges:
        print(notice(pledge, today))
        print()
