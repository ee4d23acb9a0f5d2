"""Text for the board at the zoo entrance."""

from keeper_rota import feed_time

TALKS = {"penguins": "15:00", "sea_lions": "11:30"}


def board():
    lines = []
    for animal in ("penguins", "sea_lions", "otters"):
        name = animal.replace("_", " ").title()
        talk = TALKS.get(animal)
        extra = f", keeper talk {talk}" if talk else ""
        lines.append(f"{name}: feeding {feed_time(animal)}{extra}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(board())
