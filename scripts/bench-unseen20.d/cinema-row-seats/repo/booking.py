from seats import ROWS, capacity, row_seats


def free_seats(row, booked):
    return [seat for seat in row_seats(row) if seat not in booked]


def seat_number(seat):
    return int(seat[1:])


def best_pair(row, booked):
    """The first two neighbouring free seats in a row, or None."""
    free = free_seats(row, booked)
    for left, right in zip(free, free[1:]):
        if seat_number(right) == seat_number(left) + 1:
            return (left, right)
    return None


if __name__ == "__main__":
    booked = {"A1", "A2", "A4", "A5", "A6", "C3", "H14"}
    print(f"Capacity: {capacity()}")
    for row in ROWS[:3]:
        print(f"Row {row}: {len(free_seats(row, booked))} free, pair {best_pair(row, booked)}")
