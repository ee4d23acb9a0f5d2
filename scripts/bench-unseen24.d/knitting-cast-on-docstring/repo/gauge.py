"""Gauge maths for the Tuesday knitting circle's pattern helper."""
import math

SWATCH_CM = 10


def stitches_per_cm(swatch_stitches):
    return swatch_stitches / SWATCH_CM


def stitches_to_cast_on(width_cm, swatch_stitches, ease_cm=0, multiple=2):
    per_cm = stitches_per_cm(swatch_stitches)
    count = math.ceil((width_cm + ease_cm) * per_cm)
    if count % multiple:
        count += multiple - count % multiple
    return count


def rows_for_length(length_cm, swatch_rows):
    """Rows to knit for a piece length_cm long, from rows counted over a 10 cm swatch."""
    return round(length_cm * swatch_rows / SWATCH_CM)
