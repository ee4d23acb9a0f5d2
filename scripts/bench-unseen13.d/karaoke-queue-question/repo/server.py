"""Tiny web front end: singers add songs from their phones."""
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

from singers import SongQueue
from settings import HOST, PORT

QUEUE = SongQueue()


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        query = parse_qs(urlparse(self.path).query)
        try:
            place = QUEUE.add(query["singer"][0], query["song"][0])
            body, status = f"You are number {place}", 200
        except (KeyError, ValueError) as err:
            body, status = str(err), 400
        self.send_response(status)
        self.end_headers()
        self.wfile.write(body.encode())


def main():
    HTTPServer((HOST, PORT), Handler).serve_forever()


if __name__ == "__main__":
    main()
