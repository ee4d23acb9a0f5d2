"""Builds and scores rounds of the pub quiz."""

import random

QUESTIONS_PER_ROUND = 10
POINTS_PER_ANSWER = 5
BONUS_FOR_PERFECT = 20


def make_round(pool, rng=None):
    """Picks the questions for one round from pool, without repeats."""
    rng = rng or random.Random()
    pool = list(pool)
    if len(pool) < QUESTIONS_PER_ROUND:
        raise ValueError(f"need at least {QUESTIONS_PER_ROUND} questions, got {len(pool)}")
    return rng.sample(pool, QUESTIONS_PER_ROUND)


def score(answers):
    """answers is a list of booleans, one per question."""
    points = POINTS_PER_ANSWER * sum(1 for a in answers if a)
    if answers and all(answers):
        points += BONUS_FOR_PERFECT
    return points
