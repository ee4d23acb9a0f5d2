from invoice import render

ITEMS = [
    ("Website hosting", 1, 9.5),
    ("Domain renewal", 1, 3.0),
]

if __name__ == "__main__":
    print(render(ITEMS))
