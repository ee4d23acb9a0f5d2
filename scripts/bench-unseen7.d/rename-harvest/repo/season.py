"""End-of-season summary for the apiary."""
import hives


def total_honey(all_hives):
    return round(sum(sum(h.harvests) for h in all_hives), 1)


def best_hive(all_hives):
    return max(all_hives, key=lambda h: sum(h.harvests)).name


def late_top_up(hive, kg):
    """A last harvest taken after the summary was started."""
    return hives.log_harvest(hive, kg)


def summary(all_hives):
    return f"{total_honey(all_hives)} kg from {len(all_hives)} hives, best: {best_hive(all_hives)}"
