"""Entry prices for the mud obstacle course."""

WAVE_PRICE = {
    "early": 39.00,
    "standard": 45.00,
    "elite": 59.00,
}
TEAM_SIZE_FOR_DISCOUNT = 6
TEAM_DISCOUNT = 0.10
PHOTO_PACK = 15.00         # one pack per booking
LATE_ENTRY_FEE = 5.00      # per runner, entries in the final week


def entry_total(wave, runners, photos=False, late=False):
    if wave not in WAVE_PRICE:
        raise ValueError("unknown wave: %s" % wave)
    if runners < 1:
        raise ValueError("at least one runner is needed")
    total = WAVE_PRICE[wave] * runners
    if runners >= TEAM_SIZE_FOR_DISCOUNT:
        total -= total * TEAM_DISCOUNT
    if photos:
        total += PHOTO_PACK
    if late:
        total += LATE_ENTRY_FEE * runners
    return round(total, 2)


def entry_summary(name, wave, runners, photos=False, late=False):
    total = entry_total(wave, runners, photos=photos, late=late)
    return "%s: %d runner(s), %s wave, £%.2f" % (name, runners, wave, total)
