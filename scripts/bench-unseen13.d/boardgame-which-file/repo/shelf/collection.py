from dataclasses import dataclass


@dataclass
class Game:
    title: str
    min_players: int
    max_players: int
    minutes: int

    def fits(self, players, minutes):
        return self.min_players <= players <= self.max_players and self.minutes <= minutes


def load_collection():
    return [
        Game("Carcassonne", 2, 5, 45),
        Game("Codenames", 4, 8, 20),
        Game("Wingspan", 1, 5, 70),
        Game("Ticket to Ride", 2, 5, 60),
        Game("Patchwork", 2, 2, 30),
    ]


PLAYS = {"Carcassonne": 14, "Codenames": 9, "Wingspan": 3, "Ticket to Ride": 6, "Patchwork": 3}


def play_count(game):
    return PLAYS.get(game.title, 0)
