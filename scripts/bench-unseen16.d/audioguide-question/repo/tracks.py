import os

from guide_settings import FALLBACK_LANGUAGE, LANGUAGES, TRACK_FOLDER


def track_path(exhibit, language=None):
    """Audio file for an exhibit in the visitor's language."""
    lang = language if language in LANGUAGES else FALLBACK_LANGUAGE
    return os.path.join(TRACK_FOLDER, lang, f"{exhibit:03d}.mp3")
