"""Render the chalkboard menu shown on the side of the truck."""

from menu import MenuItem, available, by_section

TODAY = [
    MenuItem("Pulled pork bun", 8.50),
    MenuItem("Halloumi wrap", 7.00),
    MenuItem("Fish tacos", 9.00, sold_out=True),
    MenuItem("Loaded fries", 4.50, "sides"),
    MenuItem("Lemonade", 2.50, "drinks"),
]


def line(item):
    return f"{item.name:<22} £{item.price:5.2f}"


def render(items):
    out = []
    for section, group in by_section(available(items)).items():
        out.append(section.upper())
        out.extend("  " + line(item) for item in group)
    return "\n".join(out)


if __name__ == "__main__":
    print(render(TODAY))
