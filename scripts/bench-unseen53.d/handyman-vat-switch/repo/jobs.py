"""Invoices for small handyman jobs.

All the numbers live in settings.toml so Phil can change them without
touching the code.
"""

import tomllib
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.toml")


def load_settings(path=SETTINGS_FILE):
    """Read the settings file into a dict."""
    with open(path, "rb") as f:
        return tomllib.load(f)


def job_invoice(hours, materials=0.0, weekend=False, settings=None):
    """Return a dict with the net amount, VAT and total for one job."""
    s = settings or load_settings()
    hours = max(hours, s["minimum_charge_hours"])
    labour = hours * s["hourly_rate"]
    if weekend:
        labour *= 1 + s["weekend_extra"]
    net = s["callout_fee"] + labour + materials * (1 + s["materials_markup"])
    vat = net * s["vat_rate"] if s["vat_registered"] else 0.0
    return {"net": round(net, 2), "vat": round(vat, 2), "total": round(net + vat, 2)}


def invoice_footer(settings=None):
    """Bottom line of every invoice."""
    s = settings or load_settings()
    return f"{s['business_name']} - {s['phone']} - payment within {s['payment_terms_days']} days"


if __name__ == "__main__":
    print(job_invoice(2))
    print(job_invoice(0.5, materials=20))
    print(job_invoice(3, weekend=True))
    print(invoice_footer())
