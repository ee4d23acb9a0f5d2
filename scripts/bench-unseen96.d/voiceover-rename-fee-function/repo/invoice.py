"""Invoices for voiceover clients."""

from rates import calc_fee, hours_from_minutes

VAT_RATE = 0.20


def session_line(description, minutes, usage="internal", rush=False):
    hours = hours_from_minutes(minutes)
    fee = calc_fee(hours, usage, rush)
    text = "%s (%.1f h, %s): £%.2f" % (description, hours, usage, fee)
    return text, fee


def build_invoice(client, sessions):
    lines = ["Invoice for %s" % client]
    net = 0.0
    for s in sessions:
        text, fee = session_line(s["description"], s["minutes"],
                                 s.get("usage", "internal"), s.get("rush", False))
        lines.append(text)
        net += fee
    vat = round(net * VAT_RATE, 2)
    lines.append("Net: £%.2f" % net)
    lines.append("VAT: £%.2f" % vat)
    lines.append("Total: £%.2f" % (net + vat))
    return "\n".join(lines)
