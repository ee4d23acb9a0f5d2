"""Booking confirmations for the segway tours."""

from tours import TOURS, tour_price


def confirmation(name, tour, riders, day, start):
    price = tour_price(tour, riders)
    hours = TOURS[tour]
    people = "rider" if len(riders) == 1 else "riders"
    return (f"{name}: {tour.title()} on {day} at {start}, {len(riders)} {people}, "
            f"{hours:g} hours. Total £{price:.2f}. Please arrive 20 minutes early for training.")
