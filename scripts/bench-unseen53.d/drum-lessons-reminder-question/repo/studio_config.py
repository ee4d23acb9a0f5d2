"""Settings for Backbeat Drum Studio.

Change the numbers here rather than digging about in the code.
"""

STUDIO_NAME = "Backbeat Drum Studio"
STUDIO_PHONE = "01632 960447"

LESSON_LENGTHS = (30, 45, 60)          # minutes
PRICE_PER_HOUR = 36.00
STUDENT_DISCOUNT = 0.15                # under 18s and full-time students

CANCELLATION_HOURS = 24                # cancel later than this and it's charged in full
REMINDER_LEAD_HOURS = 30               # how long before the lesson the reminder goes out

ROOMS = ("Room 1 (acoustic kit)", "Room 2 (electric kit)")
