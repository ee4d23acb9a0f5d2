from settings import MAX_RETRIES, TIMEOUT_SECONDS


def fetch(get):
    for attempt in range(MAX_RETRIES):
        result = get(timeout=TIMEOUT_SECONDS)
        if result is not None:
            return result
    return None
