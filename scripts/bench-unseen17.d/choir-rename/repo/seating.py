"""Arrange singers into sections, front row first."""

from voices import PARTS, voice_part_for

ROW_LENGTH = 4
SECTION_ORDER = ["soprano", "alto", "tenor", "bass"]


def sections(singers):
    """singers: list of (name, lowest, highest). Returns {part: [names]}."""
    out = {part: [] for part in SECTION_ORDER if part in PARTS}
    for name, lowest, highest in singers:
        out[voice_part_for(lowest, highest)].append(name)
    return out


def rows(names):
    return [names[i:i + ROW_LENGTH] for i in range(0, len(names), ROW_LENGTH)]
