"""Prices for alterations and repairs at the dressmaker's."""

JOBS = {
    "hem": 12.00,
    "take_in": 18.00,
    "let_out": 20.00,
    "zip": 15.00,
    "shorten_sleeves": 16.00,
    "patch": 9.50,
}

# Extra for fabrics that take longer to work with, as a fraction of the job price.
FABRIC_SURCHARGE = {
    "standard": 0.0,
    "silk": 0.30,
    "leather": 0.50,
    "sequinned": 0.40,
}


def alteration_price(job, fabric="standard", quantity=1):
    """Price for doing one kind of job, quantity times, on the given fabric."""
    if job not in JOBS:
        raise ValueError(f"We don't price '{job}' jobs yet")
    if fabric not in FABRIC_SURCHARGE:
        raise ValueError(f"Unknown fabric: {fabric}")
    price = JOBS[job] * (1 + FABRIC_SURCHARGE[fabric]) * quantity
    return round(price, 2)


def ticket(customer, jobs):
    """Collection ticket listing each job and the total to pay."""
    lines = [f"Alterations for {customer}"]
    total = 0.0
    for item in jobs:
        price = alteration_price(item["job"], item.get("fabric", "standard"), item.get("quantity", 1))
        total += price
        lines.append(f"  {item['job'].replace('_', ' ')} x{item.get('quantity', 1)}  £{price:.2f}")
    lines.append(f"  To pay  £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(ticket("Ms Achebe", [
        {"job": "hem", "quantity": 2},
        {"job": "take_in", "fabric": "silk"},
    ]))
