"""Airport transfers: working out what a journey costs."""

VEHICLES = {
    "saloon": {"base": 12.00, "per_mile": 1.90},
    "estate": {"base": 14.00, "per_mile": 2.10},
    "executive": {"base": 20.00, "per_mile": 2.60},
    "people_carrier": {"base": 18.00, "per_mile": 2.30},
}

AIRPORT_DROP_OFF_FEE = {
    "heathrow": 7.00,
    "gatwick": 10.00,
    "stansted": 7.00,
    "luton": 5.00,
}

# Night journeys (11pm until 6am) cost 20% more on the driving part of the fare.
NIGHT_SURCHARGE = 0.20
NIGHT_START = 23
NIGHT_END = 6

MEET_AND_GREET = 15.00
MINIMUM_FARE = 35.00


def is_night(hour):
    """True if a pickup at this hour (0-23) counts as a night journey."""
    return hour >= NIGHT_START or hour <= NIGHT_END


def transfer_fare(vehicle, miles, airport, hour, meet_and_greet=False):
    if vehicle not in VEHICLES:
        raise ValueError(f"We don't have a {vehicle} on the fleet")
    rates = VEHICLES[vehicle]
    driving = rates["base"] + miles * rates["per_mile"]
    if is_night(hour):
        driving *= 1 + NIGHT_SURCHARGE
    fare = driving + AIRPORT_DROP_OFF_FEE.get(airport.lower(), 0.00)
    if meet_and_greet:
        fare += MEET_AND_GREET
    return round(max(fare, MINIMUM_FARE), 2)


def booking_confirmation(name, vehicle, miles, airport, hour, meet_and_greet=False):
    fare = transfer_fare(vehicle, miles, airport, hour, meet_and_greet)
    lines = [
        f"Booking for {name}",
        f"  {vehicle.replace('_', ' ')} to {airport.title()}, {miles} miles",
        f"  Pickup at {hour:02d}:00" + (" (night rate)" if is_night(hour) else ""),
    ]
    if meet_and_greet:
        lines.append("  Meet and greet included")
    lines.append(f"  Fare £{fare:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(booking_confirmation("Mrs Lindqvist", "saloon", 28, "gatwick", 6))
