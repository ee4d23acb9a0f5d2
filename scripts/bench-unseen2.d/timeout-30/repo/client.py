import socket

from net_config import HOST, TIMEOUT_SECONDS


def connect(port):
    return socket.create_connection((HOST, port), timeout=TIMEOUT_SECONDS)
