"""Messages sent to people booked on tomorrow's lessons."""

from weather import lesson_on


def lesson_message(name, forecast):
    if lesson_on(forecast):
        return f"Hi {name}, tomorrow's lesson is ON - see you at the slipway!"
    return f"Hi {name}, sorry, tomorrow's lesson is off because of the weather. We'll rebook you."


def messages(names, forecast):
    return [lesson_message(n, forecast) for n in names]


def instructor_note(forecast):
    return (f"Wind {forecast['wind_mph']}mph, gusts {forecast['gust_mph']}mph, "
            f"water {forecast['water_c']}C - {'GO' if lesson_on(forecast) else 'NO GO'}")
