"""Weekly diary printout."""

from datetime import date

from hives import brood_frames, hives_due, needs_super, parse_note


def diary(notes, frames_by_hive, last_inspections, today):
    lines = []
    for line in notes:
        hive, words = parse_note(line)
        lines.append(f"Hive {hive}: {len(words)} observations, {brood_frames(frames_by_hive[hive])} brood frames")
        if needs_super(frames_by_hive[hive]):
            lines.append(f"Hive {hive}: add a super")
    lines.append("Due for inspection: " + ", ".join(str(h) for h in hives_due(last_inspections, today)))
    return lines
