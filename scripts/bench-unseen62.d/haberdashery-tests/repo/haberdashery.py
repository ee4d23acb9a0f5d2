"""Fabric, ribbon and buttons at the haberdashery counter."""

FABRIC_PER_METRE = {
    "cotton poplin": 9.50,
    "linen": 16.00,
    "felt": 6.00,
    "quilting cotton": 12.00,
    "fleece": 8.50,
}
RIBBON_PER_METRE = 1.20
CUT_STEP_CM = 10
MIN_CUT_CM = 50
BUTTONS_PER_CARD = 6
BUTTON_CARD_PRICE = 2.75
REMNANT_DISCOUNT = 0.30


def cut_length(cm):
    if cm <= 0:
        raise ValueError("length must be more than nothing")
    cut = cm // CUT_STEP_CM * CUT_STEP_CM
    return max(cut, MIN_CUT_CM)


def fabric_price(fabric, cm, remnant=False):
    if fabric not in FABRIC_PER_METRE:
        raise ValueError(f"we don't stock {fabric}")
    price = FABRIC_PER_METRE[fabric] * cut_length(cm) / 100
    if remnant:
        price *= 1 - REMNANT_DISCOUNT
    return round(price, 2)


def ribbon_price(cm):
    return round(RIBBON_PER_METRE * cm / 100, 2)


def button_cards(buttons):
    if buttons <= 0:
        return 0
    return buttons // BUTTONS_PER_CARD + 1


def basket_total(fabrics=(), ribbon_cm=0, buttons=0):
    total = sum(fabric_price(*item) for item in fabrics)
    total += ribbon_price(ribbon_cm)
    total += button_cards(buttons) * BUTTON_CARD_PRICE
    return round(total, 2)
