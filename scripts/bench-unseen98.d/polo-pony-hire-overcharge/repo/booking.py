"""Booking confirmations for the polo school."""

from pricing import session_total


def confirmation(name, chukkas, day, hire_pony=False, hire_mallet=False, member=False):
    total = session_total(chukkas, day, hire_pony, hire_mallet, member)
    lines = [
        f"Booking for {name}",
        f"{chukkas} chukka(s) on {day.strip().title()}",
    ]
    if hire_pony:
        lines.append("Pony hire included")
    if hire_mallet:
        lines.append("Mallet hire included")
    if member:
        lines.append("Member discount applied")
    lines.append(f"Total: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(confirmation("Sophie Grant", 4, "Saturday", hire_pony=True))
