import json
import os
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))


def load_config(path=os.path.join(HERE, "config.json")):
    with open(path) as f:
        return json.load(f)


def expired(backup_dates, now=None, config=None):
    """Return the backup dates that are older than the retention period."""
    config = config or load_config()
    now = now or datetime.now()
    cutoff = now - timedelta(days=config["retention_days"])
    return [d for d in backup_dates if d < cutoff]


if __name__ == "__main__":
    cfg = load_config()
    print(f"Keeping backups of {cfg['source_dir']} for {cfg['retention_days']} days")
