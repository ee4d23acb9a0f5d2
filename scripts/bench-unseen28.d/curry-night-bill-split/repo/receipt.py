from bill import share_per_person, subtotal, tip_amount

ORDER = [
    (8.95, 2),   # chicken tikka masala
    (9.50, 1),   # lamb rogan josh
    (7.20, 1),   # chana masala
    (3.20, 4),   # garlic naan
    (2.95, 2),   # pilau rice
    (4.50, 4),   # lager
]


def receipt(items, people, tip_percent=10):
    food = subtotal(items)
    return "\n".join([
        f"Food: £{food:.2f}",
        f"Tip ({tip_percent}%): £{tip_amount(food, tip_percent):.2f}",
        f"Each of {people} pays £{share_per_person(items, people, tip_percent):.2f}",
    ])


if __name__ == "__main__":
    print(receipt(ORDER, 4))
