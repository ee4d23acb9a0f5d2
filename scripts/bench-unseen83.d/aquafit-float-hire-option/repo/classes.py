"""Prices for Splash & Stretch aquafit classes at the leisure pool."""

CLASS_PRICES = {
    "aquafit": 7.50,
    "aqua jog": 6.00,
    "aqua power": 8.50,
    "gentle aqua": 5.50,
}
CONCESSION_DISCOUNT = 0.20   # over-60s and students
BLOCK_SIZE = 10              # book 10 sessions at once ...
BLOCK_FREE = 1               # ... and one of them is free
TOWEL_HIRE = 2.00            # per towel


def session_total(class_name, swimmers=1, sessions=1, concession=False):
    if class_name not in CLASS_PRICES:
        raise ValueError("unknown class: %s" % class_name)
    if swimmers < 1 or sessions < 1:
        raise ValueError("need at least one swimmer and one session")
    paid_sessions = sessions - (sessions // BLOCK_SIZE) * BLOCK_FREE
    total = CLASS_PRICES[class_name] * swimmers * paid_sessions
    if concession:
        total = total * (1 - CONCESSION_DISCOUNT)
    return round(total, 2)


def towels(count):
    if count < 0:
        raise ValueError("towel count cannot be negative")
    return round(count * TOWEL_HIRE, 2)


def booking_summary(name, class_name, swimmers=1, sessions=1, concession=False):
    total = session_total(class_name, swimmers, sessions, concession)
    return "%s: %d x %s, %d session(s) - £%.2f" % (name, swimmers, class_name, sessions, total)
