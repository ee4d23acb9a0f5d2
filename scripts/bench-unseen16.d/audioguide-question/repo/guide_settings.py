"""Settings for the gallery audio guide. Each can be overridden from the environment."""

import os

LISTEN_PORT = int(os.environ.get("GUIDE_PORT", "8470"))
FALLBACK_LANGUAGE = os.environ.get("GUIDE_LANGUAGE", "de")
LANGUAGES = ["de", "en", "fr", "it", "ja"]
TRACK_FOLDER = os.environ.get("GUIDE_TRACKS", "/var/museum/tracks")
MAX_LISTENERS = 200
