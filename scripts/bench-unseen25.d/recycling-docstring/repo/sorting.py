"""Which bin does it go in? Used by the estate's help line."""
from bins import bins_on

BIN_FOR = {
    "newspaper": "blue", "cardboard": "blue", "glass bottle": "blue",
    "tin can": "blue", "grass cuttings": "green", "hedge trimmings": "green",
    "nappies": "black", "crisp packet": "black", "polystyrene": "black",
}


def bin_for(item):
    """The bin colour for `item`; anything unknown goes in the black bin."""
    return BIN_FOR.get(item.strip().lower(), "black")


def reminder(items, day):
    due = bins_on(day)
    ready = [item for item in items if bin_for(item) in due]
    return f"{day:%d %b}: put out {', '.join(due)} ({len(ready)} of your items)"
