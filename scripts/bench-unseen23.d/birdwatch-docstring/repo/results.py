"""Print the club's results for the weekend."""

from tally import add_sighting, rarity_score, top_birds

GARDENS_TOTAL = 80
GARDENS_SEEN = {"blue tit": 61, "robin": 55, "goldcrest": 3, "waxwing": 1, "blackbird": 70}

if __name__ == "__main__":
    tally = {}
    for species, count in [("Blackbird", 4), ("blue tit", 6), ("Robin", 2),
                           ("waxwing", 1), ("blue tit", 3), ("goldcrest", 1)]:
        add_sighting(tally, species, count)
    print("Top birds:", ", ".join(top_birds(tally)))
    for species in sorted(GARDENS_SEEN):
        score = rarity_score(species, GARDENS_SEEN[species], GARDENS_TOTAL)
        if score:
            print(f"Rare: {species} ({score})")
