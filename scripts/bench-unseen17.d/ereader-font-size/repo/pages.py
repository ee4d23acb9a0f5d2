"""Estimate how many screen pages a book takes with the current settings."""

import math
import sys
import tomllib

SCREEN_HEIGHT_MM = 120
SCREEN_WIDTH_MM = 90
POINT_MM = 0.3528


def load(path="reader.toml"):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def words_per_page(display):
    size_mm = display["font_size"] * POINT_MM
    lines = int((SCREEN_HEIGHT_MM - 2 * display["margin_mm"]) / (size_mm * display["line_spacing"]))
    chars_per_line = int((SCREEN_WIDTH_MM - 2 * display["margin_mm"]) / (size_mm * 0.5))
    return lines * (chars_per_line // 6)


def pages(words, settings):
    return math.ceil(words / words_per_page(settings["display"]))


if __name__ == "__main__":
    settings = load()
    words = int(sys.argv[1]) if len(sys.argv) > 1 else 90000
    d = settings["display"]
    print(f"{d['font']} {d['font_size']}pt, {d['theme']}: {words_per_page(d)} words/page, {pages(words, settings)} pages")
