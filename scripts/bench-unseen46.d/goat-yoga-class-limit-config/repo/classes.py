"""Class bookings for goat yoga at Hillside Farm."""

import configparser
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.ini")


def load_settings():
    parser = configparser.ConfigParser()
    parser.read(SETTINGS_FILE)
    return parser


def spaces_left(booked):
    settings = load_settings()
    return max(0, settings.getint("classes", "max_people") - booked)


def can_book(booked, group_size):
    return group_size <= spaces_left(booked)


def people_per_goat(booked):
    settings = load_settings()
    return round(booked / settings.getint("classes", "goats_per_class"), 1)


def booking_cost(group_size):
    settings = load_settings()
    return round(group_size * settings.getfloat("classes", "price_per_person"), 2)


def booking_reply(booked, group_size):
    if can_book(booked, group_size):
        return f"Booked! That's £{booking_cost(group_size):.2f} for {group_size}."
    settings = load_settings()
    if settings.getboolean("booking", "waiting_list"):
        return f"Sorry, only {spaces_left(booked)} spaces left - shall we add you to the waiting list?"
    return f"Sorry, only {spaces_left(booked)} spaces left."
