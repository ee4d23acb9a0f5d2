import sys

from routes import ROUTES, hardest_first, on_wall


def board(routes, top=None):
    shown = hardest_first(routes)[:top]
    return [f"{r['grade']:>4}  {r['name']} ({r['wall']})" for r in shown]


if __name__ == "__main__":
    routes = on_wall(ROUTES, sys.argv[1]) if len(sys.argv) > 1 else ROUTES
    print("\n".join(board(routes, top=5)))
