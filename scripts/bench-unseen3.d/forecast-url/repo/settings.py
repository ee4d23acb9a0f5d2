API_HOST = "https://api.skycast.example"
API_VERSION = "v2"
CACHE_MINUTES = 15
UNITS = "metric"
