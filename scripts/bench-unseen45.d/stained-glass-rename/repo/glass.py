"""Pricing for stained glass panels made in the workshop."""

GLASS_PRICES = {        # per square centimetre
    "cathedral": 0.012,
    "opalescent": 0.018,
    "antique": 0.035,
}
LEAD_PER_CM = 0.04      # lead came around the edge and between pieces
LABOUR_PER_PIECE = 1.2
MINIMUM_CHARGE = 45.0


def perimeter(width, height):
    return 2 * (width + height)


def pane_cost(width, height, glass="cathedral", pieces=10):
    area = width * height
    cost = area * GLASS_PRICES[glass]
    cost += perimeter(width, height) * LEAD_PER_CM
    cost += pieces * LABOUR_PER_PIECE
    return round(max(cost, MINIMUM_CHARGE), 2)


def repair_cost(broken_pieces, glass="cathedral"):
    per_piece = 15.0 if glass == "antique" else 9.0
    return round(20.0 + broken_pieces * per_piece, 2)
