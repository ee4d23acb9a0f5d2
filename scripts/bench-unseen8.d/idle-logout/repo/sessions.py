"""Login sessions for the staff portal."""
import secrets

IDLE_TIMEOUT_MINUTES = 30
REMEMBER_ME_DAYS = 30
MAX_SESSIONS_PER_USER = 3
TOKEN_BYTES = 24


class Session:
    def __init__(self, user, now):
        self.user = user
        self.token = secrets.token_hex(TOKEN_BYTES)
        self.started = now
        self.last_seen = now

    def touch(self, now):
        self.last_seen = now

    def idle_seconds(self, now):
        return now - self.last_seen


def is_expired(session, now, timeout_minutes=IDLE_TIMEOUT_MINUTES):
    return session.idle_seconds(now) > timeout_minutes * 60


def open_session(active, user, now):
    """Starts a session, closing the user's oldest one if they have too many."""
    mine = [s for s in active if s.user == user]
    if len(mine) >= MAX_SESSIONS_PER_USER:
        active.remove(min(mine, key=lambda s: s.started))
    session = Session(user, now)
    active.append(session)
    return session
