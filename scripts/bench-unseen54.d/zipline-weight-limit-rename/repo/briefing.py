"""The safety briefing card read out at the top platform."""

import safety


def briefing_lines():
    """Lines for the laminated card."""
    return [
        "Keep both hands on the strap handles.",
        f"Maximum rider weight {safety.MAX_WEIGHT}kg.",
        f"Riders under {safety.UNDER_AGE_WITH_ADULT} go down next to an adult.",
        "Lift your knees as you reach the far platform.",
    ]


if __name__ == "__main__":
    print("\n".join(briefing_lines()))
