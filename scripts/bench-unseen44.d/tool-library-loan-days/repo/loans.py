"""Borrowing and returning tools at the community tool library."""

import json
from datetime import date, timedelta
from pathlib import Path

SETTINGS = json.loads((Path(__file__).parent / "settings.json").read_text())


def due_date(borrowed, renewals=0):
    if renewals > SETTINGS["renewals_allowed"]:
        raise ValueError("no more renewals allowed")
    return borrowed + timedelta(days=SETTINGS["loan_days"] * (1 + renewals))


def late_fee(borrowed, returned, renewals=0):
    days_late = (returned - due_date(borrowed, renewals)).days
    if days_late <= 0:
        return 0.0
    return min(days_late * SETTINGS["late_fee_per_day"], SETTINGS["late_fee_cap"])


def can_borrow(tools_out):
    return tools_out < SETTINGS["max_tools_per_member"]


def loan_slip(member, tool, borrowed):
    return f"{member} borrowed the {tool} - please bring it back by {due_date(borrowed):%A %d %B}."
