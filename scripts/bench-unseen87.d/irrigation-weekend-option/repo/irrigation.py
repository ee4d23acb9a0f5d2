"""Quotes for installing garden irrigation systems."""

PRICE_PER_ZONE = 85.0          # valve, fittings and labour per watering zone
PIPE_PER_METRE = 2.4
CONTROLLER_PRICE = {"basic": 60.0, "wifi": 145.0}
RAIN_SENSOR_PRICE = 35.0
MIN_PIPE_METRES = 10           # we always charge for at least 10 m of pipe
VAT = 0.20


def pipe_cost(metres):
    if metres < 0:
        raise ValueError("metres cannot be negative")
    return max(metres, MIN_PIPE_METRES) * PIPE_PER_METRE


def install_quote(zones, metres_of_pipe, controller="basic", rain_sensor=False):
    """Total price for an installation, including VAT."""
    if zones < 1:
        raise ValueError("at least one zone")
    if controller not in CONTROLLER_PRICE:
        raise ValueError("unknown controller: " + str(controller))
    net = zones * PRICE_PER_ZONE + pipe_cost(metres_of_pipe)
    net += CONTROLLER_PRICE[controller]
    if rain_sensor:
        net += RAIN_SENSOR_PRICE
    total = net * (1 + VAT)
    return round(total, 2)


def describe(zones, metres_of_pipe, controller="basic", rain_sensor=False):
    price = install_quote(zones, metres_of_pipe, controller, rain_sensor)
    sensor = " with rain sensor" if rain_sensor else ""
    return f"{zones} zone(s), {metres_of_pipe} m pipe, {controller} controller{sensor}: £{price:.2f}"
