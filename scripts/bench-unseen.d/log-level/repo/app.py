import logging

from defaults import LOG_LEVEL

logging.basicConfig(level=LOG_LEVEL)
log = logging.getLogger("app")
log.info("started")
