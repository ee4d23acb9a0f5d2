"""League fees and sign-up rules, read from league.toml."""

import os
import tomllib

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "league.toml")


def load_settings(path=SETTINGS_FILE):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def team_cost(players, paid_late=False, settings=None):
    s = settings or load_settings()
    league, bookings = s["league"], s["bookings"]
    if players < league["min_players_on_court"]:
        raise ValueError("not enough players to enter a team")
    if players > league["max_players_per_team"]:
        raise ValueError("too many players for one team")
    cost = league["team_fee"] + bookings["kit_deposit"]
    if paid_late:
        cost += bookings["late_payment_fee"]
    return round(cost, 2)


def can_walk_in(settings=None):
    s = settings or load_settings()
    return bool(s["bookings"]["allow_walk_ins"])


def walk_in_price(settings=None):
    s = settings or load_settings()
    if not can_walk_in(s):
        raise ValueError("walk-ins are not allowed at the moment")
    return s["bookings"]["walk_in_fee"]


def per_week_cost(players, settings=None):
    s = settings or load_settings()
    return round(team_cost(players, settings=s) / s["league"]["season_weeks"], 2)
