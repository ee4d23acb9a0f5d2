"""One-line summary for the kitchen whiteboard."""

from food import canape_count, trays_needed, waiting_staff


def event_summary(name, guests):
    pieces = canape_count(guests)
    return (f"{name}: {guests} guests, {pieces} canapes on {trays_needed(pieces)} trays, "
            f"{waiting_staff(guests)} waiting staff")


def whiteboard(events):
    """events is a list of (name, guests) pairs for the week."""
    return "\n".join(event_summary(name, guests) for name, guests in events)


if __name__ == "__main__":
    print(event_summary("Harper wedding", 120))
