"""daybook: write a line in today's journal, or list the days written."""

import sys

from storage import list_entries, save_entry


def main(argv):
    if not argv or argv[0] == "list":
        for day in list_entries():
            print(day)
        return 0
    path = save_entry(" ".join(argv))
    print(f"saved to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
