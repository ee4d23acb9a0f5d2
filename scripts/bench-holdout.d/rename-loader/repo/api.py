from db import fetch_user


def user_name(user_id):
    name = fetch_user(user_id)
    return name or "unknown"
