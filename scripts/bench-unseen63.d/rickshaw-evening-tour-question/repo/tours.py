"""The tours we run and what they cost per seat."""

TOURS = {
    "old town": {"minutes": 45, "adult": 18.00, "child": 9.00, "evening": False},
    "riverside": {"minutes": 60, "adult": 24.00, "child": 12.00, "evening": False},
    "evening lights": {"minutes": 75, "adult": 29.00, "child": 14.50, "evening": True},
}
SEATS_PER_RICKSHAW = 3
CHILD_MAX_AGE = 12
