"""Settings for the photo service, read from the environment."""

import os


def _int(name, default):
    value = os.environ.get(name)
    return int(value) if value else default


UPLOAD_DIR = os.environ.get("UPLOAD_DIR", "uploads")
MAX_UPLOAD_MB = _int("MAX_UPLOAD_MB", 25)
THUMB_WIDTH = _int("THUMB_WIDTH", 320)
THUMB_HEIGHT = _int("THUMB_HEIGHT", 240)
THUMB_JPEG_QUALITY = _int("THUMB_JPEG_QUALITY", 82)
