"""Build a customer quote for re-covering furniture."""

from fabrics import metres_needed

LABOUR = {
    "dining chair": 90,
    "footstool": 70,
    "ottoman": 110,
    "armchair": 320,
    "2-seater sofa": 520,
    "3-seater sofa": 650,
}


def quote(piece, price_per_metre, patterned=False):
    metres = metres_needed(piece, patterned)
    fabric = round(metres * price_per_metre, 2)
    labour = LABOUR[piece]
    return {
        "piece": piece,
        "metres": metres,
        "fabric": fabric,
        "labour": labour,
        "total": round(fabric + labour, 2),
    }


def format_quote(q):
    return "\n".join([
        f"Quote for: {q['piece']}",
        f"  Fabric:  {q['metres']:.2f} m  £{q['fabric']:.2f}",
        f"  Labour:  £{q['labour']:.2f}",
        f"  Total:   £{q['total']:.2f}",
    ])


if __name__ == "__main__":
    print(format_quote(quote("3-seater sofa", 18.00)))
