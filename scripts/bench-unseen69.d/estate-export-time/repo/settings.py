"""General settings for the lettings and sales office system."""

OFFICE_NAME = "Marsh & Daughters Estate Agents"
OFFICE_OPENS = "09:00"
OFFICE_CLOSES = "17:30"
SALES_COMMISSION = 0.012        # 1.2% of the sale price
LETTINGS_FEE_MONTHS = 1         # one month's rent as a finder's fee
PORTALS = ["rightmove", "zoopla", "onthemarket"]
SCHEDULE_FILE = "schedule.toml"
EXPORT_FALLBACK_TIME = "23:00"  # only used if the schedule file has no export entry
