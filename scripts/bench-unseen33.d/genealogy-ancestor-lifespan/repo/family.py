"""Lifespans for the Ellis family tree."""

from datetime import date

ANCESTORS = [
    {"name": "Margaret Ellis", "born": "1872-09-14", "died": "1941-03-02"},
    {"name": "Thomas Ellis", "born": "1869-01-30", "died": "1930-11-18"},
    {"name": "Ada Whitcombe", "born": "1898-06-21", "died": "1899-02-10"},
    {"name": "Harold Ellis", "born": "1901-12-05", "died": None},
]


def parse(text):
    if not text:
        return None
    return date.fromisoformat(text)


def age_at(born, on):
    years = on.year - born.year
    if (on.month, on.day) > (born.month, born.day):
        years -= 1
    return years


def lifespan(person):
    born = parse(person["born"])
    died = parse(person["died"])
    if died is None:
        return f"{person['name']} (b. {born.year})"
    age = age_at(born, died)
    if age < 1:
        return f"{person['name']} ({born.year}-{died.year}), died in infancy"
    return f"{person['name']} ({born.year}-{died.year}), aged {age}"


def oldest(people):
    known = [p for p in people if p["died"]]
    return max(known, key=lambda p: age_at(parse(p["born"]), parse(p["died"])))


if __name__ == "__main__":
    for person in ANCESTORS:
        print(lifespan(person))
    print("Longest-lived:", oldest(ANCESTORS)["name"])
