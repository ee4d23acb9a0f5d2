"""Numbers the shop manager might want to tweak now and again.

Kept in one place so the volunteers don't have to dig through the till code.
"""

# Volunteers get a discount on anything in the shop
STAFF_DISCOUNT = 0.20

# Gift Aid: HMRC gives us an extra 25p for every £1 on donated goods
GIFT_AID_RATE = 0.25

# Rail rotation - tags are colour coded by the week they went out
WEEKS_BEFORE_REDUCTION = 3     # after this many weeks the price comes down
END_OF_RAIL_REDUCTION = 0.35   # how much comes off once it's been out too long
WEEKS_BEFORE_CLEARANCE = 6     # after this it goes in the £1 bin
CLEARANCE_PRICE = 1.00

# Things we never reduce (they sell anyway)
NEVER_REDUCED = {"wedding dress", "vinyl", "designer"}

# Round reduced prices down to the nearest this many pence, looks tidier
ROUND_TO_PENCE = 50
