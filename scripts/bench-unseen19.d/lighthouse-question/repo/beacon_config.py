"""Defaults for the main lantern at Gull Point lighthouse."""

FLASH_EVERY_SECONDS = 12      # one white flash each period
FLASH_LENGTH_SECONDS = 0.8
LAMP_WATTS = 1000
SWITCH_ON_LUX = 40            # lantern comes on when daylight drops below this
LAMP_HOURS_BEFORE_SERVICE = 3000
