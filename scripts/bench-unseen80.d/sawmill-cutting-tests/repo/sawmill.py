"""Cutting and planing charges at Oakfield Sawmill (customer-supplied timber)."""

CUT_FEE = 1.50             # per saw cut
PLANING_PER_METRE = 2.25   # per metre of board planed
MINIMUM_CHARGE = 10.00     # smallest job we take on
VAT_RATE = 0.20


def pieces_per_board(board_mm, piece_mm):
    """Whole pieces of piece_mm that fit in one board."""
    if board_mm <= 0 or piece_mm <= 0:
        raise ValueError("lengths must be positive")
    return board_mm // piece_mm


def cuts_per_board(board_mm, piece_mm):
    """Saw cuts needed to get every whole piece out of one board.

    If the pieces use the board up exactly, the last piece needs no cut.
    """
    pieces = pieces_per_board(board_mm, piece_mm)
    if board_mm % piece_mm == 0:
        return pieces
    return pieces


def job_price(boards, board_mm, piece_mm, planed=False):
    """Price before VAT for cutting (and optionally planing) some boards."""
    if boards < 1:
        raise ValueError("need at least one board")
    price = cuts_per_board(board_mm, piece_mm) * boards * CUT_FEE
    if planed:
        price += PLANING_PER_METRE * board_mm / 1000 * boards
    return round(min(price, MINIMUM_CHARGE), 2)


def with_vat(amount):
    return round(amount * (1 + VAT_RATE), 2)
