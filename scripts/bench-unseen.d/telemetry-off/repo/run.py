import json

config = json.load(open("config/app.json"))
print(config["name"], config["telemetry"])
