from lettering import letter_cost

STONES = {
    ("slate", "small"): 650.00,
    ("slate", "large"): 980.00,
    ("granite", "small"): 720.00,
    ("granite", "large"): 1150.00,
    ("sandstone", "small"): 540.00,
    ("sandstone", "large"): 820.00,
}
FIXING = 180.00
CHURCHYARD_PERMIT = 95.00
SITE_VISIT = 75.00
VAT_RATE = 0.20


def memorial_quote(stone, size, inscription, style="incised", churchyard=False):
    net = STONES[(stone, size)] + FIXING + letter_cost(inscription, style)
    if churchyard:
        net += CHURCHYARD_PERMIT
    return round(net * (1 + VAT_RATE), 2)


def added_inscription_quote(inscription, style="incised"):
    net = letter_cost(inscription, style) + SITE_VISIT
    return round(net * (1 + VAT_RATE), 2)
