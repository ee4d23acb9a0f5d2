"""Convert real-life sizes to dollhouse scale and back."""

MM_PER_INCH = 25.4
SCALES = {"1:12": 12, "1:24": 24, "1:48": 48}


def to_miniature_mm(real_cm, scale="1:12"):
    return round(real_cm * 10 / SCALES[scale], 1)


def to_real_cm(mini_mm, scale="1:12"):
    return round(mini_mm * SCALES[scale] / 10, 1)


def mm_to_inches(mm):
    return round(mm / MM_PER_INCH, 2)


def fits(piece_mm, space_mm, clearance=1.0):
    return all(p + clearance <= s for p, s in zip(piece_mm, space_mm))


def describe(name, real_dims_cm, scale="1:12"):
    mini = [to_miniature_mm(d, scale) for d in real_dims_cm]
    return f"{name} at {scale}: " + " x ".join(f"{m:g}" for m in mini) + " mm"


class Room:
    def __init__(self, name, width_mm, depth_mm, height_mm):
        self.name = name
        self.size_mm = (width_mm, depth_mm, height_mm)

    def floor_area_cm2(self):
        width, depth, _ = self.size_mm
        return round(width * depth / 100, 1)

    def can_hold(self, piece_mm, clearance=1.0):
        return fits(piece_mm, self.size_mm, clearance)
