"""Settings for the photo lab's online order form."""

DEFAULT_PRINT_SIZE = "7x5"
DEFAULT_FINISH = "lustre"
MAX_COPIES_PER_PHOTO = 50

# orders in before this hour are printed the same day
SAME_DAY_CUTOFF_HOUR = 14
FREE_DELIVERY_OVER = 20.00
DELIVERY_CHARGE = 2.95
