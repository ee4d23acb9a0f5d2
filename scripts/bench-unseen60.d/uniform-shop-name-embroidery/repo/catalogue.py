"""School uniform prices.  Every jumper and cardigan carries the school logo."""

# item -> price by size band
ITEMS = {
    "jumper": {"junior": 12.00, "senior": 15.00},
    "cardigan": {"junior": 13.50, "senior": 16.50},
    "polo shirt": {"junior": 6.50, "senior": 7.50},
    "pe shorts": {"junior": 5.00, "senior": 6.00},
    "book bag": {"junior": 7.00, "senior": 7.00},
}
LOGO_INCLUDED = ("jumper", "cardigan", "book bag")
NAME_EMBROIDERY = 3.50       # child's name stitched inside, per item
NAME_LABELS_PACK = 3.50      # 50 iron-on name labels
