"""Publishes sensor readings to the MQTT broker."""
import json

import constants


def broker_address(use_tls=constants.USE_TLS):
    port = constants.BROKER_TLS_PORT if use_tls else constants.BROKER_PLAIN_PORT
    return constants.BROKER_HOST, port


def topic(sensor):
    return f"{constants.TOPIC_PREFIX}/{sensor}"


def payload(reading, unit):
    return json.dumps({"value": round(reading, 2), "unit": unit})


def connect_args():
    host, port = broker_address()
    return {"host": host, "port": port, "keepalive": constants.KEEPALIVE_SECONDS}
