from practice import longest_streak, parse_log, practice_days

LOG = """
# week of 4 March
2024-03-02 20
2024-03-04 30
2024-03-05 10
2024-03-05 10
2024-03-06 45
2024-03-07 15
2024-03-08 20
2024-03-09 5
"""

if __name__ == "__main__":
    totals = parse_log(LOG.splitlines())
    days = practice_days(totals)
    print(f"{len(days)} practice days, {sum(totals.values())} minutes")
    print(f"Longest streak: {longest_streak(days)} days")
