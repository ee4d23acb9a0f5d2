from ops.storage.snapshots import schedule_backup


def rotate_logs():
    return ("rotate_logs", "01:00")


def register_jobs():
    return [rotate_logs(), schedule_backup("db", "02:30")]
