"""Stock check for the storeroom."""

import settings


def low_stock(stock, config=None):
    """stock: {item: count}. Items at or below the threshold, alphabetical."""
    limit = (config or settings.load())["low_stock_threshold"]
    return sorted(item for item, count in stock.items() if count <= limit)


def shopping_list(stock, config=None):
    return [f"{item}: {stock[item]} left" for item in low_stock(stock, config)]
