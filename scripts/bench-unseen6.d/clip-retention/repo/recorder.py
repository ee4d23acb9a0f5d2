"""Records a clip whenever the doorbell is pressed or motion is seen."""

from datetime import datetime

from settings import CLIP_SECONDS, CLIPS_DIR, PRE_ROLL_SECONDS


def clip_name(reason, when=None):
    when = when or datetime.now()
    return f"{CLIPS_DIR}/{when:%Y%m%d-%H%M%S}-{reason}.mp4"


def clip_length():
    return PRE_ROLL_SECONDS + CLIP_SECONDS
