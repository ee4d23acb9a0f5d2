import os
from pathlib import Path

HOST = os.environ.get("KARAOKE_HOST", "0.0.0.0")
PORT = int(os.environ.get("KARAOKE_PORT", "5150"))
SONG_DIR = Path(os.environ.get("KARAOKE_SONGS", "/srv/karaoke/songs"))
MAX_SONGS_PER_SINGER = 2
MAX_QUEUE_LENGTH = 40
LYRICS_DELAY_MS = 250
