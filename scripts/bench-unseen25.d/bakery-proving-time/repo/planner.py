"""Works out when the night shift has to start each dough."""
from datetime import datetime, timedelta

from recipes import BREADS, COOLING_MINUTES, flour_needed, trays_needed

SHOP_OPENS = "07:00"


def mix_start(bread, ready_by):
    """Latest time to mix the dough so the bread has cooled by `ready_by`."""
    info = BREADS[bread]
    lead = timedelta(hours=info["proof_hours"],
                     minutes=info["bake_minutes"] + COOLING_MINUTES)
    return ready_by - lead


def plan(orders, day):
    """One line per bread, earliest dough first. `day` is a 'YYYY-MM-DD' string."""
    ready_by = datetime.strptime(f"{day} {SHOP_OPENS}", "%Y-%m-%d %H:%M")
    rows = sorted((mix_start(bread, ready_by), bread, loaves) for bread, loaves in orders.items())
    return [f"{start:%a %H:%M}  mix {bread:<10}{loaves:>3} loaves  "
            f"{flour_needed(bread, loaves) / 1000:.1f} kg flour  {trays_needed(loaves)} trays"
            for start, bread, loaves in rows]


if __name__ == "__main__":
    for line in plan({"sourdough": 30, "baguette": 40, "rye": 10}, "2024-05-04"):
        print(line)
