"""Secure Shred Co: price for collecting confidential waste from a customer."""

PER_SACK = 4.50
PER_ARCHIVE_BOX = 6.00
COLLECTION_CHARGE = 25.00
FREE_COLLECTION_FROM = 20   # collection charge waived at this many items or more
CERTIFICATE = 5.00          # certificate of destruction, if asked for
VAT_RATE = 0.20


def collection_net(sacks, boxes, certificate=False):
    """Price before VAT."""
    if sacks < 0 or boxes < 0:
        raise ValueError("Counts can't be negative")
    items = sacks + boxes
    price = sacks * PER_SACK + boxes * PER_ARCHIVE_BOX
    if items <= FREE_COLLECTION_FROM:
        price += COLLECTION_CHARGE
    if certificate:
        price += CERTIFICATE
    return round(price, 2)


def collection_total(sacks, boxes, certificate=False):
    """Price the customer pays, VAT included."""
    net = collection_net(sacks, boxes, certificate)
    return round(net * VAT_RATE, 2)


def job_sheet(customer, sacks, boxes, certificate=False):
    return (f"{customer}: {sacks} sacks, {boxes} boxes"
            f"{' + certificate' if certificate else ''}"
            f" = £{collection_total(sacks, boxes, certificate):.2f} inc VAT")
