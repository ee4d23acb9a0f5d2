"""Vessels operated on the Skerry Sound crossing."""

VESSELS = {
    "MV Kittiwake": {"cars": 64, "passengers": 400, "reserved_cars": 4, "built": 2009},
    "MV Puffin": {"cars": 38, "passengers": 220, "reserved_cars": 3, "built": 1996},
    "MV Tern": {"cars": 24, "passengers": 150, "reserved_cars": 2, "built": 2017},
}

# a few car spaces on every sailing are held back for emergency services
# and island residents; they are never sold online


def bookable_cars(vessel):
    """Car spaces that can be sold on one sailing of `vessel`."""
    info = VESSELS[vessel]
    return info["cars"] - info["reserved_cars"]


def oldest_vessel():
    return min(VESSELS, key=lambda name: VESSELS[name]["built"])
