"""Turns an online order into lines for the print queue."""

from lab_config import DEFAULT_FINISH, DEFAULT_PRINT_SIZE, MAX_COPIES_PER_PHOTO, SAME_DAY_CUTOFF_HOUR
from print_sizes import FINISHES, PRINT_SIZES, price


def order_line(filename, copies=1, size=None, finish=None):
    size = size or DEFAULT_PRINT_SIZE
    finish = finish or DEFAULT_FINISH
    if size not in PRINT_SIZES:
        raise ValueError(f"unknown size {size}")
    if finish not in FINISHES:
        raise ValueError(f"unknown finish {finish}")
    copies = min(copies, MAX_COPIES_PER_PHOTO)
    return {"file": filename, "size": size, "finish": finish, "copies": copies,
            "price": price(size, copies)}


def ready_same_day(order_hour):
    return order_hour < SAME_DAY_CUTOFF_HOUR


def order_total(lines):
    return round(sum(line["price"] for line in lines), 2)
