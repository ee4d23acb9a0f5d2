"""Kitchen fitting prices (labour only - the customer buys the kitchen)."""

BASE_UNIT = 55.00          # fitting each base unit
WALL_UNIT = 45.00          # each wall unit
TALL_UNIT = 70.00          # larder and oven housings
WORKTOP_PER_M = {"laminate": 30.00, "compact": 42.00, "solid wood": 48.00}
SINK_CUTOUT = 40.00        # cutting and sealing the hole for the sink
HOB_CUTOUT = 35.00         # cutting the hole for the hob
RIP_OUT = 180.00           # taking the old kitchen out and away
MIN_CHARGE = 250.00
