"""The board game club's shared shelf."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Game:
    name: str
    min_players: int
    max_players: int
    minutes: int       # typical playing time
    owner: str


SHELF = [
    Game("Ticket to Ride", 2, 5, 60, "Priya"),
    Game("Wingspan", 1, 5, 70, "Tom"),
    Game("Codenames", 4, 8, 15, "club"),
    Game("Terraforming Mars", 1, 5, 120, "Tom"),
    Game("Azul", 2, 4, 40, "club"),
    Game("Twilight Imperium", 3, 6, 480, "Dana"),
    Game("Sushi Go!", 2, 5, 15, "club"),
    Game("Carcassonne", 2, 5, 45, "Priya"),
]


def games_for(players, shelf=SHELF):
    """Games that work with this many players, shortest first."""
    fits = [g for g in shelf if g.min_players <= players <= g.max_players]
    return sorted(fits, key=lambda g: (g.minutes, g.name))


def owned_by(owner, shelf=SHELF):
    return [g.name for g in shelf if g.owner == owner]
