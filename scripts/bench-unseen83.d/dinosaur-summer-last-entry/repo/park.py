"""Opening times and rules for Fernhollow Dinosaur Park."""

OPENING = {
    "weekday": ("10:00", "17:00"),
    "saturday": ("09:30", "17:30"),
    "sunday": ("10:00", "16:30"),
}
SUMMER_HOLIDAY_CLOSE = "18:00"     # every day of the summer holidays
WINTER_MONTHS = (11, 12, 1, 2)     # we close an hour earlier in these months
LAST_ENTRY_BEFORE_CLOSE = 75       # minutes
DINO_DIG_SESSIONS = ("11:00", "13:30", "15:00")
MAX_GROUP_SIZE = 30                # school groups bigger than this must split
FEEDING_SHOW = "14:15"             # the animatronic T-rex "feeding" show
CAR_PARK_FEE = 3.00                # per car, all day
PICNIC_AREA = True                 # open in all weathers
