"""Worked example: a plain scarf in rib."""
from gauge import rows_for_length, stitches_to_cast_on
from yarn import balls_needed


def scarf_plan(width_cm=20, length_cm=160, weight="aran"):
    stitches = stitches_to_cast_on(width_cm, 18, ease_cm=1, multiple=4)
    rows = rows_for_length(length_cm, 24)
    return {"cast on": stitches, "rows": rows,
            "balls": balls_needed(weight, stitches, rows)}


if __name__ == "__main__":
    print(scarf_plan())
