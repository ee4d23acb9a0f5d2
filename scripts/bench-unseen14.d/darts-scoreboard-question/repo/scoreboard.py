"""Serves the live scoreboard for the pub league as JSON."""
import json
from http.server import BaseHTTPRequestHandler, HTTPServer

from league import config
from league.scoring import Leg

CURRENT = Leg(["Dave", "Sue"])


class Board(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"remaining": CURRENT.remaining, "winner": CURRENT.winner()}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body)


if __name__ == "__main__":
    HTTPServer((config.HOST, config.PORT), Board).serve_forever()
