"""Who rents which plot."""
import plot_rules as rules


class Member:
    def __init__(self, name, joined_year):
        self.name = name
        self.joined_year = joined_year
        self.plots = []

    def can_take_another(self):
        return len(self.plots) < rules.MAX_PLOTS_PER_MEMBER

    def take_plot(self, number):
        if not 1 <= number <= rules.TOTAL_PLOTS:
            raise ValueError(f"no plot {number}")
        if not self.can_take_another():
            raise ValueError(f"{self.name} already has {len(self.plots)} plots")
        self.plots.append(number)


def passed_inspection(cultivated_percent):
    return cultivated_percent >= rules.MIN_CULTIVATED_PERCENT


def bonfire_allowed(month):
    return month.lower()[:3] in rules.BONFIRE_MONTHS
