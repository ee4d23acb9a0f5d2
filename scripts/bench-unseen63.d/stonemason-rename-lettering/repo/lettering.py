STYLES = {
    "incised": 3.20,
    "incised and painted": 3.80,
    "gilded": 6.50,
    "raised lead": 9.00,
}
MINIMUM_LETTERING = 60.00


def count_letters(text):
    return sum(1 for ch in text if ch.isalnum())


def letter_cost(text, style="incised"):
    if style not in STYLES:
        raise ValueError(f"we don't offer {style} lettering")
    cost = count_letters(text) * STYLES[style]
    return round(max(cost, MINIMUM_LETTERING), 2)
