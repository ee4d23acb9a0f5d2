"""Prints the results board that goes up in the shop window."""

import weights
from match import record_catch, winner


def results_board(catches):
    """Results board lines from a list of (angler, pounds, ounces) weigh-ins."""
    results = {}
    for angler, pounds, ounces in catches:
        record_catch(results, angler, pounds, ounces)
    lines = []
    for angler, kg in sorted(results.items(), key=lambda item: -item[1]):
        lines.append(f"{angler:<12} {kg:6.3f} kg")
    top = winner(results)
    if top:
        lines.append(f"Winner: {top}")
    return lines


def biggest_fish_line(angler, pounds, ounces):
    """Line for the 'biggest single fish' award."""
    kg = weights.lbs_oz_to_kg(pounds, ounces)
    return f"Biggest fish: {angler} with {pounds}lb {ounces}oz ({kg:.3f} kg)"


if __name__ == "__main__":
    day = [("Dave", 3, 4), ("Sue", 5, 0), ("Dave", 2, 12), ("Raj", 0, 2)]
    for line in results_board(day):
        print(line)
    print(biggest_fish_line("Sue", 5, 0))
