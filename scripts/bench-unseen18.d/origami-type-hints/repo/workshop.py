from origami import packs_to_buy, sheets_needed, square_side

SESSIONS = [("Saturday kids", 18, "crane"), ("Sunday adults", 12, "kusudama"),
            ("Sunday family", 25, "star box")]

if __name__ == "__main__":
    total = 0
    for name, people, model in SESSIONS:
        sheets = sheets_needed(people, model)
        total += sheets
        print(f"{name}: {people} x {model} -> {sheets} sheets")
    print(f"Total {total} sheets = {packs_to_buy(total)} packs")
    print(f"A4 makes a {square_side(21.0, 29.7)} cm square")
