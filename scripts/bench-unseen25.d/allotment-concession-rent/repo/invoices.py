"""Renewal invoices sent out every October."""
from rent import annual_rent, plot_size_name

TENANTS = [
    ("Plot 4", "J. Okafor", 250, False),
    ("Plot 7a", "M. Hughes", 125, True),
    ("Plot 12", "S. Patel", 60, False),
]


def invoice_line(plot, tenant, area_m2, concession):
    note = " (concession)" if concession else ""
    return (f"{plot:<8}{tenant:<11}{plot_size_name(area_m2):<12}"
            f"£{annual_rent(area_m2, concession):>7.2f}{note}")


def society_income(tenants=TENANTS):
    return round(sum(annual_rent(area, conc) for _, _, area, conc in tenants), 2)


if __name__ == "__main__":
    for row in TENANTS:
        print(invoice_line(*row))
    print(f"Total: £{society_income():.2f}")
