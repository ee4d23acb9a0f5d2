"""Hat shop: pricing a made-to-order hat."""

BASE_PRICE = {
    "fedora": 95.00,
    "trilby": 80.00,
    "boater": 70.00,
    "flat cap": 45.00,
}
MATERIAL_EXTRA = {"wool felt": 0.00, "rabbit felt": 40.00, "straw": 10.00, "tweed": 15.00}
LARGE_SIZE_FROM_CM = 61
LARGE_SIZE_EXTRA = 0.12          # bigger blocks cost more: 12% on the hat itself
MONOGRAM_PER_LETTER = 4.50
MONOGRAM_MINIMUM = 10.00
HATBOX = 18.00
POSTAGE = 7.95
FREE_POSTAGE_OVER = 150.00


def hat_price(style, material, size_cm):
    price = BASE_PRICE[style] + MATERIAL_EXTRA[material]
    if size_cm >= LARGE_SIZE_FROM_CM:
        price *= 1 + LARGE_SIZE_EXTRA
    return round(price, 2)


def monogram_price(initials):
    letters = [c for c in initials if c.isalpha()]
    if not letters:
        return 0.0
    return max(len(letters) * MONOGRAM_PER_LETTER, MONOGRAM_MINIMUM)


def order_total(style, material, size_cm, initials="", hatbox=False, posted=True):
    total = hat_price(style, material, size_cm) + monogram_price(initials)
    if hatbox:
        total += HATBOX
    if posted and total <= FREE_POSTAGE_OVER:
        total += POSTAGE
    return round(total, 2)


if __name__ == "__main__":
    print(order_total("trilby", "tweed", 57, initials="AB", posted=True))
