import json

settings = json.load(open("settings.json"))
print(settings["title"], "cache on" if settings["cache"] else "cache off")
