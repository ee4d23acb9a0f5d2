import json
import urllib.parse
import urllib.request

from settings import API_HOST, API_VERSION, UNITS

FORECAST_PATH = "forecast/daily"


def forecast_url(city):
    query = urllib.parse.urlencode({"q": city, "units": UNITS})
    return f"{API_HOST}/{API_VERSION}/{FORECAST_PATH}?{query}"


def fetch_forecast(city):
    with urllib.request.urlopen(forecast_url(city), timeout=10) as resp:
        return json.load(resp)
