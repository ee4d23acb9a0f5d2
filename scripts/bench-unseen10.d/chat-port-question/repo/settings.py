import os

HOST = "0.0.0.0"
PORT = int(os.environ.get("CHAT_PORT", "6473"))
MAX_CLIENTS = 64
IDLE_TIMEOUT = 300
LOG_LEVEL = "info"
