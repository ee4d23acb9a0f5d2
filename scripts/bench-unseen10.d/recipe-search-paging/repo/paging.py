PAGE_SIZE = 5


def get_page(items, page, size=PAGE_SIZE):
    """Return the items shown on the given page (pages start at 1)."""
    start = page * size
    return items[start:start + size]


def page_count(items, size=PAGE_SIZE):
    return (len(items) + size - 1) // size
