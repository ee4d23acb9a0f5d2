import json

prefs = json.load(open("prefs.json"))
theme = "dark" if prefs["dark_mode"] else "light"
print(theme, prefs["font_size"])
