"""Entry passes for the bouldering wall."""

PASS_VISITS = 10
PASS_PRICE = 85.0
DAY_ENTRY = 11.0


def visits_left(card):
    return max(0, PASS_VISITS - card["visits_used"])


def can_enter(card, today):
    if card["kind"] == "monthly":
        return today <= card["expires"]
    if card["kind"] == "ten-visit":
        return card["visits_used"] < PASS_VISITS - 1
    return False


def check_in(card, today):
    if not can_enter(card, today):
        raise ValueError(f"pass used up or expired - day entry is £{DAY_ENTRY:.2f}")
    if card["kind"] == "ten-visit":
        card["visits_used"] += 1
        return visits_left(card)
    return None


def saving_vs_day_entry(visits_made):
    return round(visits_made * DAY_ENTRY - PASS_PRICE, 2)
