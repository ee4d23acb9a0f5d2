"""Text for the welcome board at reception."""

from campground import load


def welcome_text(cfg=None):
    cfg = cfg or load()
    q = cfg["quiet_hours"]
    lines = [
        f"Welcome to {cfg['site_name']}!",
        f"Check-in from {cfg['check_in']}, check-out by {cfg['check_out']}.",
        f"Quiet hours: {q['start']} - {q['end']}.",
    ]
    if cfg["dogs_allowed"]:
        lines.append("Dogs welcome on a lead.")
    if not cfg.get("campfires_allowed", False):
        lines.append("No campfires, please use the BBQ area.")
    return "\n".join(lines)


if __name__ == "__main__":
    print(welcome_text())
