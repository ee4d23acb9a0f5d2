"""Schedules the steps of a pattern."""

from tempo import bar_ms


def step_times(bpm, steps=16, beats_per_bar=4):
    """Start time in ms of each step in one bar."""
    step = bar_ms(bpm, beats_per_bar) / steps
    return [round(i * step, 3) for i in range(steps)]
