from limits import MAX_FILES, MAX_UPLOAD_MB


def check(size_mb, count):
    if size_mb > MAX_UPLOAD_MB:
        raise ValueError("too large")
    if count > MAX_FILES:
        raise ValueError("too many files")
