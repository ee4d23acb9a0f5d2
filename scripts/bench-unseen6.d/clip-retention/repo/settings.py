"""Settings for the video doorbell service."""

CAMERA_URL = "rtsp://192.168.1.40:554/stream1"
CLIPS_DIR = "/var/lib/doorbell/clips"

PRE_ROLL_SECONDS = 5
CLIP_SECONDS = 30
MAX_CLIPS = 500
CLIP_RETENTION_DAYS = 21
MOTION_SENSITIVITY = 0.6
