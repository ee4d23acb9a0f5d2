from fares import fare_for


def ticket_text(zones, passenger="adult"):
    price = fare_for(zones, passenger)
    return f"{passenger.title()} single, {zones} zone(s): EUR {price:.2f}"


def group_total(group, zones):
    """Price for a group given as {passenger type: head count}."""
    return round(sum(fare_for(zones, kind) * count for kind, count in group.items()), 2)
