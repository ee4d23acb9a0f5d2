"""Basic numbers for a home freshwater aquarium."""

SUBSTRATE_LOSS = 0.10   # gravel and decor take up about 10% of the volume
SAFE_NITRATE_PPM = 40


class Tank:
    def __init__(self, name, length_cm, width_cm, height_cm):
        self.name = name
        self.length_cm = length_cm
        self.width_cm = width_cm
        self.height_cm = height_cm

    def gross_litres(self):
        return self.length_cm * self.width_cm * self.height_cm / 1000

    def water_litres(self):
        return round(self.gross_litres() * (1 - SUBSTRATE_LOSS), 1)


def calc_wc(tank, percent):
    """Litres to swap out for a partial water change of `percent` %."""
    if not 0 < percent <= 100:
        raise ValueError("percent must be between 0 and 100")
    return round(tank.water_litres() * percent / 100, 1)


def nitrate_ok(ppm):
    return ppm < SAFE_NITRATE_PPM
