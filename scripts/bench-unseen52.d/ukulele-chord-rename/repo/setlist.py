"""Prints the setlist for a gig, with chords moved to suit the singer."""

import chords as ch
from songbook import easiest_key

SETLIST = [
    ("Riptide", ["Am", "G", "C"], 0),
    ("Bad Moon Rising", ["D", "A", "G"], -2),   # down a tone for Brenda
    ("Wagon Wheel", ["Bb", "F", "Gm", "Eb"], 0),
]


def chords_for_gig(chords, singer_steps):
    """Chords as we'll actually play them on the night."""
    return [ch.transpose_chord(c, singer_steps) for c in chords]


def print_setlist():
    for title, chords, steps in SETLIST:
        played = chords_for_gig(chords, steps)
        print(f"{title}: {' '.join(played)}")
        if steps == 0:
            shift, easy = easiest_key(chords)
            if shift:
                print(f"   (easier up {shift}: {' '.join(easy)})")


if __name__ == "__main__":
    print_setlist()
