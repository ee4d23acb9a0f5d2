import sys

from seating import rows, sections
from voices import voice_part_for

SINGERS = [
    ("Maya", "C4", "A5"), ("Tom", "F2", "D4"), ("Ines", "G3", "C5"),
    ("Raj", "D3", "G4"), ("Lena", "D4", "G5"), ("Olu", "E2", "C4"),
    ("Bea", "A3", "E5"), ("Sven", "C3", "A4"), ("Kit", "B3", "G5"),
]


def seating_plan(singers):
    lines = []
    for part, names in sections(singers).items():
        for i, row in enumerate(rows(names), 1):
            lines.append(f"{part} row {i}: {', '.join(row)}")
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) == 3:
        print(voice_part_for(sys.argv[1], sys.argv[2]))
    else:
        print(seating_plan(SINGERS))
