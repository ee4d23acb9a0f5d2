from lobby import Lobby, LobbyFull

lobbies = {}


def join_lobby(lobby_name, player):
    lobby = lobbies.setdefault(lobby_name, Lobby(lobby_name))
    try:
        lobby.join(player)
    except LobbyFull as err:
        return f"rejected: {err}"
    return f"{player} joined {lobby_name} ({len(lobby.players)} players)"
