KEEP_SNAPSHOTS = 7


def schedule_backup(target, at):
    """Queue a snapshot of `target` every night at `at` (HH:MM)."""
    return (f"backup:{target}", at)


def prune(snapshots):
    return sorted(snapshots)[-KEEP_SNAPSHOTS:]
