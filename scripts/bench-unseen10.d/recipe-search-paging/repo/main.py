import sys

from paging import get_page, page_count
from recipes import RECIPES, search


def main(argv):
    term = argv[1] if len(argv) > 1 else ""
    page = int(argv[2]) if len(argv) > 2 else 1
    results = search(term) if term else RECIPES
    print(f"Page {page} of {page_count(results)}")
    for name in get_page(results, page):
        print(" -", name)


if __name__ == "__main__":
    main(sys.argv)
