"""Receipt printed at the rental counter."""
from prices import BOOTS_PER_DAY, DAMAGE_WAIVER_PER_DAY, board_cost, hire_total


def receipt(customer, board, days, boots=True, waiver=False):
    lines = [f"Snowboard hire - {customer}"]
    lines.append(f"  {board.title()} board x {days} days  £{board_cost(board, days):.2f}")
    if boots:
        lines.append(f"  Boots x {days} days  £{BOOTS_PER_DAY * days:.2f}")
    if waiver:
        lines.append(f"  Damage waiver x {days} days  £{DAMAGE_WAIVER_PER_DAY * days:.2f}")
    lines.append(f"  Total  £{hire_total(board, days, boots, waiver):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt("Sam Whitfield", "freestyle", 3, waiver=True))
