from studio import deposit, parse_slot, session_end, session_price


def confirmation(client, artist, slot, hours):
    start = parse_slot(slot)
    price = session_price(artist, hours)
    upfront = deposit(price)
    end = session_end(start, hours)
    return "\n".join([
        f"Booking for {client} with {artist}",
        f"{start:%A %d %B}, {start:%H:%M} until {end:%H:%M}",
        f"Session price: £{price:.2f}",
        f"Deposit to pay now: £{upfront:.2f}",
        f"Left to pay on the day: £{price - upfront:.2f}",
    ])


if __name__ == "__main__":
    print(confirmation("Sam", "Jade", "2024-10-05 10:00", 4))
    print()
    print(confirmation("Priya", "Marco", "2024-10-07 14:30", 0.5))
    print()
    print(confirmation("Lee", "Rosa", "2024-10-08 11:00", 2))
