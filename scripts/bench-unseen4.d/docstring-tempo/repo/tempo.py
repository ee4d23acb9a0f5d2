"""Timing helpers for the drum machine."""

NOTE_FRACTIONS = {"1/4": 1.0, "1/8": 0.5, "1/16": 0.25, "1/8t": 1 / 3}


def beat_ms(bpm):
    """Length of one quarter-note beat in milliseconds."""
    if bpm <= 0:
        raise ValueError("bpm must be positive")
    return 60000 / bpm


def bar_ms(bpm, beats_per_bar=4):
    return beat_ms(bpm) * beats_per_bar


def delay_ms(bpm, note="1/8"):
    """Delay time that lines up with the given note length."""
    try:
        fraction = NOTE_FRACTIONS[note]
    except KeyError:
        raise ValueError(f"unknown note length: {note}") from None
    return beat_ms(bpm) * fraction
