BASE_VALUES = {
    "hammered coin": 40.0,
    "milled coin": 12.0,
    "buckle": 15.0,
    "button": 3.0,
    "musket ball": 2.0,
    "token": 8.0,
}
CONDITION_FACTORS = {"poor": 0.4, "fair": 0.7, "good": 1.0, "fine": 1.6}


def parse_find(line):
    field, kind, condition, depth = [part.strip() for part in line.split(",")]
    return {"field": field, "kind": kind.lower(), "condition": condition.lower(),
            "depth_cm": int(depth)}


def find_value(find):
    base = BASE_VALUES.get(find["kind"], 1.0)
    return round(base * CONDITION_FACTORS[find["condition"]], 2)


def is_reportable(find):
    return find["kind"] == "hammered coin" or find["depth_cm"] > 30


def best_find(finds):
    return max(finds, key=find_value) if finds else None
