"""Load the newsletter settings."""

import json
from pathlib import Path

CONFIG = Path(__file__).with_name("newsletter.json")


def load():
    with open(CONFIG) as f:
        return json.load(f)
