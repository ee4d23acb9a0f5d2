"""Client quotes for design work."""

from fees import calc_fee, SITE_VISIT, VAT_RATE, STAGES


def quote_total(build_cost, stages=None, site_visits=0):
    if site_visits < 0:
        raise ValueError("site visits cannot be negative")
    net = calc_fee(build_cost, stages) + site_visits * SITE_VISIT
    vat = round(net * VAT_RATE, 2)
    return {"net": round(net, 2), "vat": vat, "total": round(net + vat, 2)}


def quote_text(client, build_cost, stages=None, site_visits=0):
    chosen = stages if stages is not None else list(STAGES)
    fee = calc_fee(build_cost, stages)
    q = quote_total(build_cost, stages, site_visits)
    lines = [
        f"Quote for {client}",
        f"Estimated build cost: £{build_cost:,.2f}",
        f"Stages: {', '.join(chosen)}",
        f"Design fee: £{fee:,.2f}",
    ]
    if site_visits:
        lines.append(f"Site visits: {site_visits} x £{SITE_VISIT:.2f}")
    lines.append(f"VAT: £{q['vat']:,.2f}")
    lines.append(f"Total: £{q['total']:,.2f}")
    return "\n".join(lines)
