"""Checks every request against the caller's session."""
import sessions


def idle_notice():
    return f"For security you are signed out after {sessions.IDLE_TIMEOUT_MINUTES} minutes of inactivity."


def handle(active, token, now):
    for session in active:
        if session.token != token:
            continue
        if sessions.is_expired(session, now):
            active.remove(session)
            return 401, "session expired"
        session.touch(now)
        return 200, session.user
    return 401, "unknown session"
