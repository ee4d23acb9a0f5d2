"""Prints the race result for the club noticeboard."""

from race import prize_money, result_table


def noticeboard(race_name, entries, liberated, pool):
    lines = [race_name]
    prizes = prize_money(pool)
    for place, (member, velocity) in enumerate(result_table(entries, liberated), start=1):
        prize = f"  £{prizes[place - 1]:.2f}" if place <= len(prizes) else ""
        lines.append(f"{place}. {member} {velocity:.2f} ypm{prize}")
    return lines
