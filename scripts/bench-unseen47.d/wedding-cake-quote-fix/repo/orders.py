"""Print quotes for cake enquiries."""

from cakes import quote, total_servings

ENQUIRIES = [
    ("Priya & Tom", [6, 8, 10], 4),
    ("Megan & Josh", [8], 25),
]


def quote_text(couple, tiers, miles):
    sizes = "/".join(f'{d}"' for d in tiers)
    return (f"{couple}: {len(tiers)} tier(s) {sizes}, serves {total_servings(tiers)}, "
            f"£{quote(tiers, miles):.2f}")


if __name__ == "__main__":
    for enquiry in ENQUIRIES:
        print(quote_text(*enquiry))
