"""Tyre pressure helper for the car check before a long drive."""

PSI_PER_BAR = 14.5038


def bar_to_psi(bar):
    return round(bar * PSI_PER_BAR, 1)


def psi_to_bar(psi):
    return round(psi * PSI_PER_BAR, 2)


def needs_air(reading_psi, target_psi, tolerance=2):
    """True if the tyre is more than `tolerance` psi below the target."""
    return reading_psi < target_psi + tolerance


def check_all(readings, target_psi):
    return [pos for pos, psi in readings.items() if needs_air(psi, target_psi)]
