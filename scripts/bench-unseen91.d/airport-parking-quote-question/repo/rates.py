"""Airport car park rates. Change prices here."""

# (last day of the band, price per day); None means every day after that
DAILY_BANDS = [
    (3, 15.00),
    (7, 11.00),
    (None, 8.50),
]
PREBOOK_DISCOUNT = 0.10       # taken off the parking only, never the extras
MEET_AND_GREET = 25.00        # flat, per stay
EV_CHARGING_PER_DAY = 6.00
CAR_WASH = {
    "exterior": 12.00,
    "full valet": 35.00,
}
MAX_STAY_DAYS = 30
