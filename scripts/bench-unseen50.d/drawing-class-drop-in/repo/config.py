"""Settings for the Thursday night life drawing group.

Prices are in pounds. Change them here and the rest of the program
picks them up.
"""

VENUE = "St Mark's Church Hall, upstairs room"
START_TIME = "19:00"
SESSION_HOURS = 2.5

# Prices
SESSION_PRICE = 12.00        # booked in advance
BLOCK_OF_SIX_PRICE = 60.00   # six sessions paid for up front
PAPER_PACK_PRICE = 3.00      # A2 cartridge paper, ten sheets

# Running costs
MODEL_FEE_PER_HOUR = 20.00
ROOM_HIRE = 25.00

MAX_PLACES = 16
