"""Closing a tab at the bar."""

from datetime import datetime

from tabs import add_round, can_serve, open_tab, split_bill, tab_total


def evening(now):
    tab = open_tab("Sam", "0423")
    if can_serve(now):
        add_round(tab, ["pale", "stout", "sour"])
        add_round(tab, ["pale", "alcohol free"], half=True)
    total = tab_total(tab, tip_percent=10)
    return total, split_bill(total, 3)


if __name__ == "__main__":
    print(evening(datetime(2025, 5, 16, 20, 30)))
