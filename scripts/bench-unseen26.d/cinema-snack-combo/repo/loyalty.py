"""Membership card visits."""

from snacks import MEMBER_FREE_POPCORN_EVERY


def free_popcorn_due(visits):
    return visits > 0 and visits % MEMBER_FREE_POPCORN_EVERY == 0


def visits_until_free(visits):
    return MEMBER_FREE_POPCORN_EVERY - visits % MEMBER_FREE_POPCORN_EVERY
