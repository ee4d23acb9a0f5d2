import sys

from stays import city_tax, nights_stayed, parse_day, room_charge


def folio(guest, check_in, check_out, nightly_rate, guests=1):
    nights = nights_stayed(check_in, check_out)
    room = room_charge(check_in, check_out, nightly_rate)
    tax = city_tax(check_in, check_out, guests)
    return "\n".join([
        f"Guest: {guest}",
        f"{check_in:%d %b} - {check_out:%d %b}: {nights} night(s) at {nightly_rate:.2f}",
        f"Room: {room:.2f}",
        f"City tax: {tax:.2f}",
        f"Total: {room + tax:.2f}",
    ])


if __name__ == "__main__":
    name, arrive, leave, rate = sys.argv[1:5]
    guests = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    print(folio(name, parse_day(arrive), parse_day(leave), float(rate), guests))
