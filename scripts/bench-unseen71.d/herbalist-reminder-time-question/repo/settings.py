"""Shop settings: built-in defaults, overridden by anything in config.toml."""
import os
import tomllib

DEFAULTS = {
    "shop_name": "Herbalist",
    "reminder_time": "09:00",
    "reminder_days_before": 5,
    "sms_sender": "HERBS",
    "open_days": ["Tue", "Wed", "Thu", "Fri", "Sat"],
}

CONFIG_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "config.toml")


def load_settings(path=CONFIG_FILE):
    settings = dict(DEFAULTS)
    if os.path.exists(path):
        with open(path, "rb") as fh:
            settings.update(tomllib.load(fh).get("shop", {}))
    return settings
