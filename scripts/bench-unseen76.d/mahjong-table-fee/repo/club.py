"""Mahjong club: what members and visitors pay for an evening session."""

TABLE_FEE = 12.00            # hire of one table for a session, shared by its players
PLAYERS_PER_TABLE = 4
VISITOR_FEE = 4.00           # per visitor per session, on top of their table share
TILE_SET_HIRE = 3.00         # per table, if the players don't bring their own set
MAX_SESSIONS_PER_MONTH = 12
ANNUAL_MEMBERSHIP = 35.00


def session_cost(tables, visitors=0, hire_tiles=False):
    """Total cost of an evening for a number of tables, rounded to pence."""
    if tables < 1:
        raise ValueError("at least one table is needed")
    if visitors > tables * PLAYERS_PER_TABLE:
        raise ValueError("more visitors than seats")
    total = tables * TABLE_FEE
    total += visitors * VISITOR_FEE
    if hire_tiles:
        total += tables * TILE_SET_HIRE
    return round(total, 2)


def share_per_player(tables, visitors=0, hire_tiles=False):
    """Members' share when the evening is split evenly between all seats."""
    seats = tables * PLAYERS_PER_TABLE
    member_part = session_cost(tables, 0, hire_tiles)
    return round(member_part / seats, 2)


def can_book(sessions_this_month):
    """A member may book up to MAX_SESSIONS_PER_MONTH sessions a month."""
    return sessions_this_month < MAX_SESSIONS_PER_MONTH
