def merge_dicts(first, second):
    merged = dict(first)
    merged.update(second)
    return merged


def invert(mapping):
    return {value: key for key, value in mapping.items()}
