import urllib.request

from defaults import TIMEOUT


def fetch(url):
    with urllib.request.urlopen(url, timeout=TIMEOUT) as response:
        return response.read()
