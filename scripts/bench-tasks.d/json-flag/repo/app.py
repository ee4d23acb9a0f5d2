import json

with open("config.json") as f:
    CONFIG = json.load(f)

if CONFIG["debug"]:
    print("debug mode")
