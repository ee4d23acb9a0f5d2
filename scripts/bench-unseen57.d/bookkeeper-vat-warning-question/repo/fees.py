"""Monthly fees we charge our clients."""

import configparser
from pathlib import Path

CONFIG = Path(__file__).with_name("practice.ini")


def load_settings(path=CONFIG):
    """Read practice.ini."""
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return cfg


def monthly_fee(transactions, employees=0, cfg=None):
    """Base fee, transactions over the allowance, and payroll."""
    cfg = cfg if cfg is not None else load_settings()
    f = cfg["fees"]
    extra = max(0, transactions - f.getint("included_transactions"))
    fee = f.getfloat("monthly_base") + extra * f.getfloat("per_transaction")
    fee += employees * f.getfloat("payroll_per_employee")
    return round(fee, 2)
