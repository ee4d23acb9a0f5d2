"""Voice ranges and how the community choir places new singers."""

NOTE_STEPS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}

# part: (lowest note, highest note) the part is written for
PARTS = {
    "bass": ("E2", "E4"),
    "tenor": ("C3", "A4"),
    "alto": ("F3", "D5"),
    "soprano": ("C4", "A5"),
}


def midi(note):
    """'C4' -> 60, 'F#3' -> 54."""
    name, octave = note[:-1], int(note[-1])
    sharp = 1 if name.endswith("#") else 0
    return 12 * (octave + 1) + NOTE_STEPS[name[0].upper()] + sharp


def voice_part_for(lowest, highest):
    """The part whose range centre is nearest the centre of the singer's range."""
    if midi(lowest) > midi(highest):
        raise ValueError("lowest note is above highest note")
    centre = (midi(lowest) + midi(highest)) / 2

    def distance(part):
        low, high = PARTS[part]
        return abs((midi(low) + midi(high)) / 2 - centre)

    return min(PARTS, key=distance)
