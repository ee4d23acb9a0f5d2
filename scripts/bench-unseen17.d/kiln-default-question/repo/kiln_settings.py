"""Studio-wide settings for the kiln controller."""

DEFAULT_PROGRAM = "bisque"
SAFETY_MAX_C = 1300
COOL_DOWN_ALARM_C = 80
THERMOCOUPLE_OFFSET_C = 0
