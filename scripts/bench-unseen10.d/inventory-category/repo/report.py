from models import Product


def format_line(product):
    return f"{product.name:<14} {product.qty:>4} x {product.price:>8.2f}"


def stock_report(products):
    lines = [format_line(p) for p in products]
    total = sum(p.value() for p in products)
    lines.append(f"Stock value: {total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    items = [Product("Desk lamp", 24.9, 12), Product("Notebook", 3.5, 140)]
    print(stock_report(items))
