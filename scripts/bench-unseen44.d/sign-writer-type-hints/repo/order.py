"""Turns an enquiry into a written quote."""

from signs import days_to_make, letter_count, parse_size, quote, split_lines


def written_quote(text, finish, size, board=True):
    width, height = parse_size(size)
    price = quote(text, finish, width, height, board)
    days = days_to_make(finish, letter_count(text))
    layout = " / ".join(split_lines(text, max_chars=14))
    return f"'{layout}' in {finish} on {width}x{height}cm: £{price:.2f}, ready in {days} day(s)"
