SEAM_ALLOWANCE_CM = 1.5
HEM_CM = 3


def with_allowance(width, length):
    """Add seam allowance on every side and a hem at the bottom."""
    return width + 2 * SEAM_ALLOWANCE_CM, length + 2 * SEAM_ALLOWANCE_CM + HEM_CM
