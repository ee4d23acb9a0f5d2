PAGE_SIZE = 25
MAX_PAGES = 100


def pages(total, size=PAGE_SIZE):
    return min(MAX_PAGES, -(-total // size))
