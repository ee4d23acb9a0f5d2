from inventory import Item


def summary(item: Item) -> str:
    return f"Item: {item.name}"
