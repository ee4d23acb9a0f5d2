ADULT_AGE = 18


def is_adult(age):
    return age > ADULT_AGE


def greeting(name, age):
    return f"Welcome, {name}" if is_adult(age) else f"Hi {name}"
