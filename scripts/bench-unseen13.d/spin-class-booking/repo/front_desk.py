"""Prints the sign-up sheet for tonight's classes."""
from gym import FitnessClass


def sheet(cls):
    lines = [f"{cls.name}: {len(cls.booked)}/{cls.capacity} booked, {cls.places_left()} left"]
    if cls.waitlist:
        lines.append("Waitlist: " + ", ".join(cls.waitlist))
    return "\n".join(lines)


if __name__ == "__main__":
    spin = FitnessClass("Spin 19:00", 12)
    for n in range(1, 15):
        spin.book(f"member{n}")
    print(sheet(spin))
