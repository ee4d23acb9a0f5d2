"""Summary for the market committee meeting."""
import fees
from invoices import TRADERS


def expected_takings(traders):
    return round(sum(fees.pitch_cost(t["frontage_m"], t["power"], t["pass"]) for t in traders), 2)


def biggest_pitch(traders):
    return max(traders, key=lambda t: t["frontage_m"])["name"]


if __name__ == "__main__":
    print(f"Traders booked: {len(TRADERS)}")
    print(f"Expected takings: {expected_takings(TRADERS):.2f}")
    print(f"Biggest pitch: {biggest_pitch(TRADERS)}")
