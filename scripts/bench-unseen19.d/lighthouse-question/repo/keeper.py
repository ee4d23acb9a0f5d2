"""Nightly log for the keeper's console."""
import beacon_config as cfg
from foghorn import blasts_per_hour, horn_needed


def flash_period(override=None):
    """Seconds between flashes; a keeper can override it for testing."""
    return override if override is not None else cfg.FLASH_EVERY_SECONDS


def flashes_per_night(hours, period=None):
    return int(hours * 3600 // flash_period(period))


def night_report(hours, visibility_m):
    lines = [f"Lantern: {flashes_per_night(hours)} flashes over {hours} h"]
    if horn_needed(visibility_m):
        lines.append(f"Fog horn: {blasts_per_hour() * hours} blasts")
    return "\n".join(lines)


if __name__ == "__main__":
    print(night_report(9, 800))
