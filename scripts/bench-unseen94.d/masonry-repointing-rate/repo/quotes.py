"""Quotes for Hartley Stone & Masonry."""

RATES_PER_M2 = {
    "repointing": 45.00,
    "wall_build": 120.00,
    "stone_cleaning": 18.00,
}
LIME_MORTAR_SURCHARGE = 0.15    # extra on the work price when lime mortar is used
CALL_OUT_FEE = 45.00            # added once to every quote
MINIMUM_JOB = 150.00            # smallest job we take on, before VAT
SCAFFOLD_PER_DAY = 65.00
VAT_RATE = 0.20


def work_price(work, area_m2, lime_mortar=False):
    price = RATES_PER_M2[work] * area_m2
    if lime_mortar:
        price *= 1 + LIME_MORTAR_SURCHARGE
    return round(price, 2)


def quote(jobs, scaffold_days=0):
    """jobs is a list of (work, area_m2) or (work, area_m2, lime_mortar).

    Returns a dict with net, vat and total.
    """
    net = sum(work_price(*job) for job in jobs)
    net += scaffold_days * SCAFFOLD_PER_DAY + CALL_OUT_FEE
    net = max(net, MINIMUM_JOB)
    vat = round(net * VAT_RATE, 2)
    return {"net": round(net, 2), "vat": vat, "total": round(net + vat, 2)}
