def to_fahrenheit(celsius):
    return celsius * 5 / 9 + 32


def to_celsius(fahrenheit):
    return (fahrenheit - 32) * 5 / 9
