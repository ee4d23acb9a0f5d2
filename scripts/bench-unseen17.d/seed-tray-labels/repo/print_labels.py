import sys

from trays import cell_labels, trays_needed

SOWING = [("tomato", "small"), ("basil", "medium")]


def sheet(crop, tray):
    labels = cell_labels(crop, tray)
    return f"{crop} ({tray} tray): {len(labels)} labels, {labels[0]} to {labels[-1]}"


if __name__ == "__main__":
    for crop, tray in SOWING:
        print(sheet(crop, tray))
    if len(sys.argv) > 1:
        print(f"{sys.argv[1]} seeds need {trays_needed(int(sys.argv[1]), 'large')} large tray(s)")
