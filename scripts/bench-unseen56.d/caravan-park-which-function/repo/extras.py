"""Add-ons that go on top of the pitch price."""

AWNING_PER_NIGHT = 3.00
DOG_PER_NIGHT = 2.50
MAX_DOGS = 2
AMP_RATE = 5.00          # per night on a 16-amp bollard
LOW_AMP_RATE = 3.50      # per night on the older 10-amp bollards


def dog_charge(dogs):
    """Per-night charge for dogs; more than two isn't allowed."""
    if dogs > MAX_DOGS:
        raise ValueError("Sorry, two dogs per pitch at most.")
    return dogs * DOG_PER_NIGHT


def awning_charge(awning):
    """Per-night charge for putting up an awning or gazebo."""
    return AWNING_PER_NIGHT if awning else 0.0


def utility_surcharge(pitch, amps):
    """Per-night charge for the mains hook-up at the bollard.

    Tent pitches have no bollards; amps is 0 if the guest doesn't plug in.
    """
    if pitch == "tent" or amps == 0:
        return 0.0
    return AMP_RATE if amps >= 16 else LOW_AMP_RATE
