"""Song catalogue and waiting-time estimates."""

SONG_MAX_MINUTES = 6
CHANGEOVER_MINUTES = 1

CATALOGUE = {
    "Dancing Queen": 3.9,
    "Bohemian Rhapsody": 5.9,
    "Sweet Caroline": 3.4,
    "I Will Survive": 3.3,
    "Don't Stop Me Now": 3.6,
    "Islands in the Stream": 4.2,
}


def song_minutes(title):
    """Length of a song, capped so nobody hogs the mic."""
    return min(CATALOGUE.get(title, SONG_MAX_MINUTES), SONG_MAX_MINUTES)


def estimated_wait(queue, position):
    """Minutes until the entry at `position` (0 = next) starts."""
    waiting = queue.entries[:position]
    return round(sum(song_minutes(t) + CHANGEOVER_MINUTES for _, t in waiting), 1)
