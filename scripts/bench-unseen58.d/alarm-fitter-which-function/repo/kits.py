"""Alarm kits and parts we fit."""

PANELS = {"wired": 220.00, "wireless": 340.00, "smart": 420.00}
SENSOR = 38.00              # PIR motion sensor
DOOR_CONTACT = 18.00
EXTERNAL_SOUNDER = 85.00
KEYFOB = 22.00
