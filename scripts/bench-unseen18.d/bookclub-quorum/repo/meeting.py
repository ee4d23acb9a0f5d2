from bookclub import attendees, has_quorum, winning_book

MEMBERS = ["Anna", "Ben", "Chloe", "Dev", "Esme", "Farid", "Greta", "Hugo"]


def summary(rsvps, votes):
    here = attendees(rsvps)
    lines = [f"Present: {len(here)} of {len(MEMBERS)} ({', '.join(here)})"]
    if has_quorum(len(here), len(MEMBERS)):
        lines.append(f"Next book: {winning_book(votes)}")
    else:
        lines.append("No quorum, the vote moves to next month")
    return "\n".join(lines)


if __name__ == "__main__":
    rsvps = {"Anna": "yes", "Ben": "no", "Chloe": "Yes", "Dev": "maybe",
             "Esme": "y", "Farid": "no", "Greta": "YES ", "Hugo": "no"}
    votes = ["Piranesi", "Middlemarch", "Piranesi", "Stoner"]
    print(summary(rsvps, votes))
