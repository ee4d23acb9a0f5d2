"""Quick dive plans for Saturday club dives."""

from tables import feet_to_metres, no_deco_limit

SAFETY_MARGIN_MIN = 3


def plan_dive(depth_m, planned_minutes):
    limit = no_deco_limit(depth_m)
    return {
        "depth": depth_m,
        "limit": limit,
        "planned": planned_minutes,
        "ok": planned_minutes <= limit - SAFETY_MARGIN_MIN,
    }


def brief(depth_m, planned_minutes):
    plan = plan_dive(depth_m, planned_minutes)
    status = "OK" if plan["ok"] else "TOO LONG"
    return (f"{depth_m} m for {planned_minutes} min: "
            f"no-stop limit {plan['limit']} min - {status}")


def brief_feet(depth_ft, planned_minutes):
    return brief(feet_to_metres(depth_ft), planned_minutes)


if __name__ == "__main__":
    print(brief(18, 40))
    print(brief(19, 44))
    print(brief(27.5, 20))
    print(brief_feet(60, 50))
