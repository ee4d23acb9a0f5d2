"""Kilt hire prices for weddings and ceilidhs.

A full outfit is kilt, jacket and waistcoat, sporran, shirt, tie, hose,
flashes, sgian dubh and ghillie brogues.  When the groom brings four or
more ushers who all hire full outfits, the groom's outfit is free.
"""

FULL_OUTFIT = 89.00
KILT_ONLY = 45.00
PRINCE_CHARLIE_UPGRADE = 15.00   # per outfit, for the formal jacket
DAMAGE_WAIVER = 6.50             # per outfit, covers spills and small tears
FREE_GROOM_FROM_USHERS = 4
POSTAGE = 12.00                  # per parcel if we post it out
SECURITY_DEPOSIT = 50.00         # per outfit, refunded, not part of the price


def outfits_price(ushers, upgrades=0):
    """Full outfits for the groom and his ushers."""
    people = 1 + ushers
    price = people * FULL_OUTFIT + upgrades * PRINCE_CHARLIE_UPGRADE
    if ushers >= FREE_GROOM_FROM_USHERS:
        price -= FULL_OUTFIT
    return price


def party_total(ushers, upgrades=0, waiver=False, kilts_only=0, posted=False):
    """What the wedding party pays for the hire (deposits not included)."""
    total = outfits_price(ushers, upgrades) + kilts_only * KILT_ONLY
    if waiver:
        total += (1 + ushers + kilts_only) * DAMAGE_WAIVER
    if posted:
        total += POSTAGE
    return round(total, 2)


def deposit_due(ushers, kilts_only=0):
    """Refundable deposit taken when the outfits are collected."""
    return (1 + ushers + kilts_only) * SECURITY_DEPOSIT


if __name__ == "__main__":
    print(party_total(2, upgrades=1), deposit_due(2))
