"""Helpers for showing people's names in the member list."""


def initials(full_name):
    """'ada lovelace' -> 'AL'"""
    return "".join(part[0] for part in full_name.split())


def last_name(full_name):
    parts = full_name.split()
    return parts[-1] if parts else ""


def display_name(full_name):
    return " ".join(part.capitalize() for part in full_name.split())
