"""Registered attendees for the conference."""
from dataclasses import dataclass

TICKET_COLOURS = {"standard": "blue", "speaker": "orange", "crew": "green"}


@dataclass
class Attendee:
    name: str
    company: str
    ticket: str = "standard"

    def colour(self):
        return TICKET_COLOURS.get(self.ticket, "grey")


def from_row(row):
    """Build an Attendee from a CSV row dict."""
    return Attendee(row["name"].strip(), row["company"].strip(),
                    row.get("ticket", "standard").strip() or "standard")


def speakers(attendees):
    return [a for a in attendees if a.ticket == "speaker"]
