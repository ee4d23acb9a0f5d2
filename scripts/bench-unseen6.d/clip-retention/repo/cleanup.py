"""Nightly job: removes old clips so the SD card doesn't fill up."""

import os
import time

from settings import CLIP_RETENTION_DAYS, CLIPS_DIR, MAX_CLIPS

DAY = 24 * 60 * 60


def expired(mtime, now):
    return now - mtime > CLIP_RETENTION_DAYS * DAY


def to_delete(clips, now=None):
    """clips: list of (path, mtime). Old clips go, and so do the oldest beyond MAX_CLIPS."""
    now = now or time.time()
    keep = sorted((c for c in clips if not expired(c[1], now)), key=lambda c: c[1], reverse=True)
    doomed = [c for c in clips if expired(c[1], now)] + keep[MAX_CLIPS:]
    return [path for path, _ in doomed]


def run():
    clips = []
    for name in os.listdir(CLIPS_DIR):
        path = os.path.join(CLIPS_DIR, name)
        clips.append((path, os.path.getmtime(path)))
    for path in to_delete(clips):
        os.remove(path)


if __name__ == "__main__":
    run()
