import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import squad  # noqa: E402


def make(n, position="CB", available=True):
    return [{"name": f"P{i}", "position": position, "available": available} for i in range(n)]


def test_squad_never_exceeds_limit():
    picked = squad.pick_squad(make(20))
    assert len(picked) == squad.MAX_SQUAD


def test_keepers_first():
    players = make(18) + make(3, position="GK")
    picked = squad.pick_squad(players)
    assert [p["position"] for p in picked[:2]] == ["GK", "GK"]
    assert sum(p["position"] == "GK" for p in picked) == 2


def test_spare_places():
    assert squad.spare_places(squad.pick_squad(make(10))) == squad.MAX_SQUAD - 10


if __name__ == "__main__":
    for name, fn in list(globals().items()):
        if name.startswith("test_"):
            fn()
    print("all tests passed")
