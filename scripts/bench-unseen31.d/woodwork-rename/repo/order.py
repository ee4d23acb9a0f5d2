"""Print a timber order for a project cut list."""

from lumber import board_ft, cost

BOOKSHELF = [
    # species, thickness (in), width (in), length (ft), pieces
    ("oak", 1, 10, 6, 2),
    ("oak", 1, 10, 3, 5),
    ("pine", 0.5, 12, 6, 1),
]


def order_lines(cut_list):
    lines = []
    total_bf = 0
    total_cost = 0
    for species, t, w, l, n in cut_list:
        bf = board_ft(t, w, l, n)
        price = cost(species, t, w, l, n)
        total_bf += bf
        total_cost += price
        lines.append(f"{n} x {species} {t}\"x{w}\"x{l}'  {bf:>6.2f} bf  £{price:.2f}")
    lines.append(f"Total: {total_bf:.2f} bf, £{total_cost:.2f} (incl. waste)")
    return lines


if __name__ == "__main__":
    print("\n".join(order_lines(BOOKSHELF)))
