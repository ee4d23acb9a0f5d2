"""Game night helper: suggests what to play from the shelf."""
import sys

from shelf import load_collection, pick_game, play_count


def main(argv):
    players, minutes = int(argv[0]), int(argv[1])
    games = load_collection()
    game = pick_game(games, players, minutes)
    if game is None:
        print("Nothing fits - maybe cards?")
    else:
        print(f"Tonight: {game.title} ({game.minutes} min, played {play_count(game)} times)")


if __name__ == "__main__":
    main(sys.argv[1:])
