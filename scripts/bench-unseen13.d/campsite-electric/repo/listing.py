"""Text for the website's 'available pitches' page."""
from campsite import PITCHES


def describe(pitch):
    parts = [f"Pitch {pitch.number} ({pitch.kind})", f"{pitch.nightly:.2f} a night"]
    if pitch.shaded:
        parts.append("shaded")
    return ", ".join(parts)


def listing(pitches=PITCHES):
    return "\n".join(describe(p) for p in pitches)


if __name__ == "__main__":
    print(listing())
