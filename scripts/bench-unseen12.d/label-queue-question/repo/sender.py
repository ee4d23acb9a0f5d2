import socket
import time


def send_job(data, host, port, retries, timeout):
    """Send raw label data to the printer, trying again after each failure."""
    for attempt in range(retries + 1):
        try:
            with socket.create_connection((host, port), timeout=timeout) as conn:
                conn.sendall(data)
            return attempt + 1
        except OSError:
            if attempt == retries:
                raise
            time.sleep(2 ** attempt)
