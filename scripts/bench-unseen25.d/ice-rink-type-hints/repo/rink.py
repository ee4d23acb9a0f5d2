"""Front desk till for public skating sessions."""
from skates import hire_cost, size_available

ENTRY_FEE = 6.00
SESSIONS = {"morning": "10:00-11:30", "afternoon": "14:00-15:30", "disco": "19:00-21:00"}


def group_bill(ages, sessions=1, member=False):
    """Entry plus skate hire for everyone in the group."""
    entry = ENTRY_FEE * len(ages) * sessions
    return round(entry + hire_cost(ages, sessions, member), 2)


if __name__ == "__main__":
    print(f"Family of four, one session: £{group_bill([41, 39, 9, 6]):.2f}")
    print(f"Members, two sessions: £{group_bill([35, 10], 2, member=True):.2f}")
    print(f"Size 4 adult free? {size_available('adult', 4, {('adult', 4): 6})}")
