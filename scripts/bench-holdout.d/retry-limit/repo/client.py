import time

MAX_RETRIES = 3
BACKOFF_SECONDS = 0.5


def call(fn):
    for attempt in range(MAX_RETRIES):
        try:
            return fn()
        except ConnectionError:
            time.sleep(BACKOFF_SECONDS * (attempt + 1))
    raise ConnectionError("gave up")
