"""Stall fees and layout for a monthly vinyl record fair."""

TABLE_FEE = 35.0
EARLY_BIRD_DISCOUNT = 5.0
POWER_FEE = 8.0
TABLES_PER_ROW = 12


def stall_fee(tables, early_bird=False, needs_power=False):
    fee = tables * TABLE_FEE
    if early_bird:
        fee -= tables * EARLY_BIRD_DISCOUNT
    if needs_power:
        fee += POWER_FEE
    return round(fee, 2)


def row_for_table(table_number):
    return chr(ord("A") + (table_number - 1) // TABLES_PER_ROW)


def fair_takings(bookings):
    return round(sum(stall_fee(b["tables"], b.get("early"), b.get("power")) for b in bookings), 2)


def dealers_by_genre(bookings):
    genres = {}
    for b in bookings:
        genres.setdefault(b["genre"], []).append(b["dealer"])
    return {g: sorted(names) for g, names in sorted(genres.items())}


def is_full(tables_booked, rows=5):
    return tables_booked >= rows * TABLES_PER_ROW
