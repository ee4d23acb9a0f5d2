"""Survey summary printed for the customer."""
import roofs
from estimate import rethatch_quote


def survey_summary(address, ridge_length_m, rafter_length_m, sides=2):
    area = roofs.roof_area(ridge_length_m, rafter_length_m, sides)
    bundles = roofs.bundles_needed(area)
    quote = rethatch_quote(ridge_length_m, rafter_length_m, sides)
    return (
        f"Survey: {address}\n"
        f"Thatch area: {area} m2 ({bundles} bundles of water reed)\n"
        f"Full rethatch with new ridge: £{quote:,.2f}"
    )


if __name__ == "__main__":
    print(survey_summary("Rose Cottage, Lower Street", 9.5, 5.2))
