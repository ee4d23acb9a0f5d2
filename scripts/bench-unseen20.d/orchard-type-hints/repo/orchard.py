"""Apple harvest bookkeeping for the community orchard."""

VARIETIES = {"Bramley": "cooking", "Cox": "eating", "Egremont Russet": "eating"}


def harvest_crates(apples, per_crate=40, keep_back=0):
    if apples < 0 or keep_back < 0:
        raise ValueError("counts cannot be negative")
    if per_crate <= 0:
        raise ValueError("a crate must hold at least one apple")
    to_pack = max(0, apples - keep_back)
    return to_pack // per_crate, to_pack % per_crate + min(apples, keep_back)


def kind(variety):
    return VARIETIES.get(variety, "unknown")
