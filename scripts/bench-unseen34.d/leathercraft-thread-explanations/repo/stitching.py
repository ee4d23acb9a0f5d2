import math

THREAD_PRICE_PER_METRE = 0.18
WASTE_CM = 30
IRON_SPACINGS_MM = (2.7, 3.0, 3.38, 3.85, 4.0)


def stitch_count(seam_mm, spacing_mm):
    return max(1, math.floor(seam_mm / spacing_mm))


def pick_spacing(leather_mm):
    if leather_mm <= 2:
        return IRON_SPACINGS_MM[0]
    if leather_mm <= 3:
        return IRON_SPACINGS_MM[2]
    return IRON_SPACINGS_MM[-1]


def thread_length_cm(seam_mm, leather_mm, spacing_mm=None):
    spacing = spacing_mm or pick_spacing(leather_mm)
    per_stitch_mm = 2 * (spacing + leather_mm)
    return math.ceil(stitch_count(seam_mm, spacing) * per_stitch_mm / 10 + WASTE_CM)


def thread_cost(total_cm):
    return round(total_cm / 100 * THREAD_PRICE_PER_METRE, 2)


def plan_project(seams_mm, leather_mm):
    spacing = pick_spacing(leather_mm)
    lengths = [thread_length_cm(seam, leather_mm, spacing) for seam in seams_mm]
    total = sum(lengths)
    return {
        "spacing_mm": spacing,
        "stitches": sum(stitch_count(seam, spacing) for seam in seams_mm),
        "thread_cm": lengths,
        "total_cm": total,
        "cost": thread_cost(total),
    }


if __name__ == "__main__":
    wallet = plan_project([95, 95, 110], leather_mm=1.8)
    print("Bifold wallet:", wallet)
    belt = plan_project([1150], leather_mm=3.5)
    print("Belt:", belt)
