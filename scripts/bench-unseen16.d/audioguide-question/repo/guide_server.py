from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

from guide_settings import LISTEN_PORT
from tracks import track_path

ADMIN_PORT = 9100  # staff dashboard, only reachable on the office network


class GuideHandler(BaseHTTPRequestHandler):
    def do_GET(self):
        url = urlparse(self.path)
        query = parse_qs(url.query)
        exhibit = int(url.path.strip("/") or 1)
        lang = query.get("lang", [None])[0]
        body = track_path(exhibit, lang).encode()
        self.send_response(200)
        self.end_headers()
        self.wfile.write(body)


if __name__ == "__main__":
    HTTPServer(("0.0.0.0", LISTEN_PORT), GuideHandler).serve_forever()
