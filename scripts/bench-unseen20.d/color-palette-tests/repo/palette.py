"""Small helpers for the theme colour palette."""


def hex_to_rgb(text):
    """'#1e90ff' or '1e90ff' -> (30, 144, 255)."""
    h = text.strip()
    if len(h) != 6:
        raise ValueError(f"not a colour: {text!r}")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def rgb_to_hex(rgb):
    """(30, 144, 255) -> '#1e90ff'."""
    return "#" + "".join(f"{c:x}" for c in rgb)


def lighten(rgb, amount):
    """Move each channel the given fraction of the way towards white."""
    return tuple(round(c * (1 + amount)) for c in rgb)


def palette(base, steps):
    return [rgb_to_hex(lighten(hex_to_rgb(base), i / steps)) for i in range(steps)]
