"""Printed receipts for Lumen Interiors."""
from fees import design_fee


def receipt(client, hours, rooms, moodboards=0, miles=0):
    """Receipt text for a design job."""
    parts = design_fee(hours, rooms, moodboards, miles)
    lines = ["Lumen Interiors", "Client: %s" % client, ""]
    lines.append("Consultation (%.1f h): £%.2f" % (hours, parts["consultation"]))
    if rooms:
        lines.append("Room plans (%d): £%.2f" % (rooms, parts["room_plans"]))
    if moodboards:
        lines.append("Mood boards (%d): £%.2f" % (moodboards, parts["moodboards"]))
    if parts["travel"]:
        lines.append("Travel: £%.2f" % parts["travel"])
    lines.append("Total: £%.2f" % parts["total"])
    return "\n".join(lines)


def print_receipt(client, hours, rooms, moodboards=0, miles=0):
    print(receipt(client, hours, rooms, moodboards, miles))
