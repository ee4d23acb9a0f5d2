from shopping import merge_lists, parse_list

MINE = """2 milk
bread
6 eggs
Apples"""

THEIRS = """2 Milk
3 apples
coffee"""

if __name__ == "__main__":
    for name, qty in merge_lists(parse_list(MINE), parse_list(THEIRS)).items():
        print(f"{qty} x {name}")
