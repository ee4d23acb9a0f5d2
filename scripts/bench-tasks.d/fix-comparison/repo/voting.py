VOTING_AGE = 18


def can_vote(age):
    return age > VOTING_AGE


def ballot(name, age):
    return f"{name} may vote" if can_vote(age) else f"{name} may not vote"
