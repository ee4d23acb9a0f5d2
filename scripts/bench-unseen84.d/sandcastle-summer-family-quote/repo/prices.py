"""Price list for Sandy Turrets sandcastle workshops."""

TICKET = {"adult": 14.00, "child": 9.00}   # one 2-hour workshop on the beach
CHILD_MAX_AGE = 15       # 15 and under pay the child price
FREE_UNDER = 5           # under-5s come free
PEAK_MONTHS = (7, 8)     # July and August ...
PEAK_SURCHARGE = 0.25    # ... tickets cost 25% more
GROUP_SIZE = 8           # groups of 8 or more people ...
GROUP_DISCOUNT = 0.10    # ... get 10% off the tickets
BUCKET_KIT = 6.50        # take-home bucket and spade kit, per kit
PHOTO_PACK = 12.00       # photos of the finished castle, per booking

# Workshops start at 10:00 and 14:00, meeting by the lifeguard hut.
SESSION_TIMES = ("10:00", "14:00")
MAX_PER_SESSION = 30     # people, including adults
CANCELLATION_HOURS = 48  # full refund with at least this much notice
BAD_WEATHER_REFUND = True
