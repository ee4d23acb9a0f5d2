"""What parents pay at Little Acorns."""

SESSION_PRICES = {
    "morning": 32.00,     # 07:30 - 13:00
    "afternoon": 30.00,   # 13:00 - 18:00
    "full_day": 58.00,
}
LUNCH = 3.50
LATE_FEE_START = "18:15"
LATE_FEE_PER_15_MIN = 10.00
SIBLING_DISCOUNT = 0.10
