from models import User


def describe(user: User) -> str:
    return f"{user.name} ({user.age})"
