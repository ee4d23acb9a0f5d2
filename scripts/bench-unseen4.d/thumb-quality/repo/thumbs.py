"""Plans thumbnail jobs for uploaded photos."""

import settings

PREVIEW_QUALITY = 60


def fit(width, height, max_w=None, max_h=None):
    """Scales (width, height) down to fit the thumbnail box, keeping the ratio."""
    max_w = max_w or settings.THUMB_WIDTH
    max_h = max_h or settings.THUMB_HEIGHT
    scale = min(max_w / width, max_h / height, 1.0)
    return round(width * scale), round(height * scale)


def thumbnail_job(path, width, height, quality=None, preview=False):
    if preview:
        quality = PREVIEW_QUALITY
    return {
        "source": path,
        "size": fit(width, height),
        "format": "jpeg",
        "quality": quality or settings.THUMB_JPEG_QUALITY,
    }
