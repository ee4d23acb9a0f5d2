"""Tiny status page served on the local network."""
from http.server import BaseHTTPRequestHandler, HTTPServer

import constants

DEBUG_PORT = 5678
LATEST = {"temperature": 24.1, "humidity": 71.0, "soil": 38.5}


class StatusPage(BaseHTTPRequestHandler):
    def do_GET(self):
        body = "\n".join(f"{k}: {v}" for k, v in LATEST.items()).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain")
        self.end_headers()
        self.wfile.write(body)


def serve(port=constants.WEB_UI_PORT):
    HTTPServer(("0.0.0.0", port), StatusPage).serve_forever()


if __name__ == "__main__":
    serve()
