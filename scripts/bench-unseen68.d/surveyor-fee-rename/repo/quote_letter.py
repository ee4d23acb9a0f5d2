"""Writes the quote letter we email to prospective clients."""

from fees import calc_fee, with_vat


def quote_letter(client, address, survey, property_value, listed=False):
    fee = calc_fee(survey, property_value, listed)
    lines = [
        f"Dear {client},",
        "",
        f"Thank you for asking us to quote for a {survey} of {address}.",
        f"Our fee would be £{fee:,.2f} plus VAT, £{with_vat(fee):,.2f} in total.",
    ]
    if listed:
        lines.append("This includes our surcharge for listed buildings.")
    lines += ["", "Kind regards,", "Marlow & Finch"]
    return "\n".join(lines)
