"""Our professional fees and the choices families make about the service."""

import math

PROFESSIONAL_FEE = 1650.00      # arranging, care of the deceased, staff on the day
CHAPEL_OF_REST_VISIT = 0.00     # visits are free
COFFINS = {"veneer": 495.00, "solid oak": 1250.00, "wicker": 790.00, "cardboard": 240.00}
EMBALMING = 195.00
ORDER_OF_SERVICE_100 = 85.00    # per hundred printed


def coffin_price(style):
    """Price of the chosen coffin."""
    return COFFINS[style]


def printing_charge(copies):
    """Orders of service, charged per started hundred."""
    hundreds = math.ceil(copies / 100)
    return hundreds * ORDER_OF_SERVICE_100
