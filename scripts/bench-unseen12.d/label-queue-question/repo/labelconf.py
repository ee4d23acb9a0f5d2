import os
from pathlib import Path

PRINTER_HOST = os.environ.get("LABEL_PRINTER", "zebra-02.local")
PRINTER_PORT = 9100
SPOOL_DIR = Path(os.environ.get("LABEL_SPOOL", "/srv/labels/spool"))
JOB_RETRIES = 4
SOCKET_TIMEOUT = 10
