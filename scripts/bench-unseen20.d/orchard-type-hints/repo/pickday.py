from orchard import harvest_crates, kind

PICKED = [("Bramley", 430, 0), ("Cox", 275, 15), ("Egremont Russet", 38, 0)]

if __name__ == "__main__":
    for variety, apples, keep in PICKED:
        crates, loose = harvest_crates(apples, keep_back=keep)
        print(f"{variety} ({kind(variety)}): {crates} crates, {loose} loose")
