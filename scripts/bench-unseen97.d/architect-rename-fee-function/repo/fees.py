"""Fee scales for the practice (percentage of the build cost)."""

FEE_BANDS = [
    (100_000, 0.12),
    (500_000, 0.10),
    (None, 0.08),
]

# Share of the full fee charged for each RIBA-style work stage.
STAGES = {
    "concept": 0.15,
    "planning": 0.25,
    "technical": 0.35,
    "construction": 0.25,
}

MIN_FEE = 1500.00
SITE_VISIT = 120.00
VAT_RATE = 0.20


def fee_rate(build_cost):
    for limit, rate in FEE_BANDS:
        if limit is None or build_cost <= limit:
            return rate
    return FEE_BANDS[-1][1]


def calc_fee(build_cost, stages=None):
    """Our fee for the chosen work stages, before VAT."""
    if build_cost <= 0:
        raise ValueError("build cost must be positive")
    if stages is None:
        stages = list(STAGES)
    share = 0.0
    for stage in stages:
        if stage not in STAGES:
            raise ValueError(f"unknown stage: {stage}")
        share += STAGES[stage]
    fee = build_cost * fee_rate(build_cost) * share
    return round(max(fee, MIN_FEE), 2)
