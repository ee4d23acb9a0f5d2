"""Chord helpers for the Thursday night ukulele group songbook."""

NOTES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
FLATS = {"Db": "C#", "Eb": "D#", "Gb": "F#", "Ab": "G#", "Bb": "A#"}


def split_chord(chord):
    """Split a chord name into its root note and the rest.

    "Am7" -> ("A", "m7"), "F#m" -> ("F#", "m"), "Bb" -> ("A#", "")
    """
    if len(chord) > 1 and chord[1] in "#b":
        root, rest = chord[:2], chord[2:]
    else:
        root, rest = chord[:1], chord[1:]
    return FLATS.get(root, root), rest


def transpose_chord(chord, steps):
    """Move a chord up (or down, if steps is negative) by semitones."""
    root, rest = split_chord(chord)
    new_root = NOTES[(NOTES.index(root) + steps) % 12]
    return new_root + rest
