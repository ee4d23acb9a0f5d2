"""Intake and release records for the hedgehog rescue."""

RELEASE_WEIGHT_G = 600  # must weigh at least this to go back out
FEEDS_PER_DAY = 2


def ready_for_release(hog):
    return hog["weight_g"] >= RELEASE_WEIGHT_G and not hog.get("on_meds", False)


def release_notice(hog, site):
    return f"Hog {hog['name']} released at {site}. Weight {hog['weight_g']}g."


def still_in_care(hog):
    to_go = max(0, RELEASE_WEIGHT_G - hog["weight_g"])
    if hog.get("on_meds", False):
        return f"{hog['name']} stays in: finishing medication."
    return f"{hog['name']} stays in: {to_go}g to go."


def weekly_update(hogs, site):
    lines = []
    for hog in hogs:
        lines.append(release_notice(hog, site) if ready_for_release(hog) else still_in_care(hog))
    return lines


def food_needed(hogs, days):
    in_care = [h for h in hogs if not ready_for_release(h)]
    return len(in_care) * FEEDS_PER_DAY * days
