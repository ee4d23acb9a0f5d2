"""Invoices for clubs and leisure centres sending several trainees."""

import courses


def invoice_lines(centre, trainees):
    lines = [f"Invoice for {centre}"]
    total = 0.0
    for name, course in trainees:
        fee = courses.calc_fee(course, club_member=False, needs_manual=True)
        total += fee
        lines.append(f"{name} - {course}: £{fee:.2f}")
    lines.append(f"Total due: £{total:.2f}")
    return lines


if __name__ == "__main__":
    for line in invoice_lines("Riverside Leisure", [("Ola", "pool lifeguard"), ("Finn", "requalification")]):
        print(line)
