"""Enquiries waiting for a quote."""

from thatching import quote, weeks_on_site

ENQUIRIES = [
    ("Rose Cottage", 95, 14, "reed", 45),
    ("The Old Forge", 140, 18, "straw", 52),
    ("Mill House", 120, 16, "reed", 48),
]


def quote_letter(house, area_m2, ridge_m, material, pitch_deg):
    price = quote(area_m2, ridge_m, material, pitch_deg)
    weeks = weeks_on_site(area_m2)
    return f"{house}: {material} thatch, {area_m2} m2 - £{price:,.2f}, about {weeks} week(s) on site"


if __name__ == "__main__":
    for enquiry in ENQUIRIES:
        print(quote_letter(*enquiry))
