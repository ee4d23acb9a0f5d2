"""Fixed values for the greenhouse sensor hub."""

WEB_UI_PORT = 8080
BROKER_HOST = "broker.greenhouse.lan"
BROKER_PLAIN_PORT = 1883
BROKER_TLS_PORT = 8883
USE_TLS = True
KEEPALIVE_SECONDS = 60
SENSOR_POLL_SECONDS = 15
TOPIC_PREFIX = "greenhouse/bay1"
