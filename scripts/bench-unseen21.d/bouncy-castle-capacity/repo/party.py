"""Plan bouncy castle turns for a party."""

from castle import SESSION_MINUTES, sessions_needed


def bouncing_time(children):
    return sessions_needed(children) * SESSION_MINUTES


if __name__ == "__main__":
    for guests in (6, 15, 24):
        print(f"{guests} kids: {sessions_needed(guests)} sessions, {bouncing_time(guests)} min")
