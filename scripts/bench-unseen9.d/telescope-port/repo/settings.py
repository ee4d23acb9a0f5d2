"""Defaults for the telescope control server."""

DEFAULT_HOST = "0.0.0.0"
DEFAULT_PORT = 4417
READ_TIMEOUT = 12
MAX_CLIENTS = 8
SLEW_SPEED_DEG_PER_S = 3
