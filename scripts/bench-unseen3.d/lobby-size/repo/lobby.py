MAX_PLAYERS = 4
MIN_PLAYERS = 2


class LobbyFull(Exception):
    pass


class Lobby:
    def __init__(self, name):
        self.name = name
        self.players = []

    def join(self, player):
        if len(self.players) >= MAX_PLAYERS:
            raise LobbyFull(f"{self.name} already has {MAX_PLAYERS} players")
        self.players.append(player)

    def can_start(self):
        return len(self.players) >= MIN_PLAYERS
