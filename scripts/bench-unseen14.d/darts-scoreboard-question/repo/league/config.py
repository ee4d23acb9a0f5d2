import os

HOST = os.environ.get("DARTS_HOST", "127.0.0.1")
PORT = int(os.environ.get("DARTS_PORT", "7401"))
STARTING_SCORE = 501
LEGS_TO_WIN = 3
DOUBLE_OUT = True
