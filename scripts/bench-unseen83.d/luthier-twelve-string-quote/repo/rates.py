"""Workshop rates for Fretworks Guitar Repairs."""

RESTRING = {"6-string": 12.00, "12-string": 20.00, "bass": 15.00, "classical": 14.00}
STRING_SETS = {"6-string": 9.50, "12-string": 16.00, "bass": 24.00, "classical": 11.00}
SETUP = 40.00                  # action, intonation and truss rod adjustment
SETUP_EXTRA = {"12-string": 10.00, "bass": 5.00}   # these take longer to set up
FRET_POLISH = 18.00
ELECTRONICS_CHECK = 15.00      # pots, jack and pickups cleaned and tested

STANDARD_TURNAROUND = 5        # days
EXPRESS_SURCHARGE = 0.15       # back in 2 to 4 days: 15% on labour
NEXT_DAY_SURCHARGE = 0.30      # back the next day: 30% on labour
REPAIR_CLUB_DISCOUNT = 0.10    # repair club members get 10% off labour (not strings)

DEPOSIT = 20.00                # taken when the guitar is dropped off
STORAGE_PER_WEEK = 5.00        # if not collected within two weeks of being ready
