"""Prints the quote sheet we hand to customers."""

from pricing import DESIGN_FEE, painting_cost, quote_total, tower_cost, varnish_cost, wall_area


def quote_lines(job):
    lines = [
        f"Mural quote for {job['client']}",
        f"Wall: {job['width_m']}m x {job['height_m']}m ({wall_area(job)} sq m), {job['style']} style",
        f"Design fee: £{DESIGN_FEE:.2f}",
        f"Painting: £{painting_cost(job):.2f}",
    ]
    if job.get("varnish"):
        lines.append(f"Varnish coat: £{varnish_cost(job):.2f}")
    if tower_cost(job):
        lines.append(f"Scaffold tower: £{tower_cost(job):.2f}")
    lines.append(f"Total: £{quote_total(job):.2f}")
    return lines


def print_quote(job):
    print("\n".join(quote_lines(job)))


if __name__ == "__main__":
    print_quote({"client": "Riverside Primary", "width_m": 6, "height_m": 2.5,
                 "style": "simple", "varnish": True})
