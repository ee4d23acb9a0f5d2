"""Songbook tools: changing key and finding the friendliest key to play in."""

from chords import transpose_chord

# Chords most of our beginners can manage without groaning
EASY_CHORDS = {"C", "Am", "F", "G", "G7", "Dm", "A", "D", "Em", "C7", "A7"}


def transpose_song(chords, steps):
    """Return the song's chord list moved by `steps` semitones."""
    return [transpose_chord(c, steps) for c in chords]


def easy_score(chords):
    """How many of the chords are on our easy list."""
    return sum(1 for c in chords if c in EASY_CHORDS)


def easiest_key(chords):
    """Try all 12 keys and return (steps, chords) for the easiest one.

    Ties go to the smallest shift so we don't move songs for no reason.
    """
    best_steps, best_chords = 0, list(chords)
    for steps in range(12):
        moved = transpose_song(chords, steps)
        if easy_score(moved) > easy_score(best_chords):
            best_steps, best_chords = steps, moved
    return best_steps, best_chords
