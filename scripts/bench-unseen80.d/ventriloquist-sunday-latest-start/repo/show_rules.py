"""Booking rules for Chatterbox Charlie, ventriloquist for children's parties."""

SHOW_MINUTES = 45            # the show itself
SETUP_MINUTES = 20           # arrive this long before the start
MAX_CHILDREN = 30            # bigger parties need the two-puppet show
TRAVEL_FREE_MILES = 15
TRAVEL_PER_MILE = 0.60       # beyond the free miles, each way

# The show must be over by these times (24-hour clock).
LAST_FINISH = {
    "Monday": "19:00",
    "Tuesday": "19:00",
    "Wednesday": "19:00",
    "Thursday": "19:00",
    "Friday": "19:30",
    "Saturday": "18:30",
    "Sunday": "17:00",
}

EARLIEST_START = "10:00"
