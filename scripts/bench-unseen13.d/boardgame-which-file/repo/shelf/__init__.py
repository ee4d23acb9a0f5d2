"""The board games on the living room shelf."""
from .chooser import pick_game
from .collection import Game, load_collection, play_count

__all__ = ["Game", "load_collection", "pick_game", "play_count"]
