"""A tiny line-based control server for the observatory telescope."""

import os
import socketserver

import settings


class Handler(socketserver.StreamRequestHandler):
    timeout = settings.READ_TIMEOUT

    def handle(self):
        for raw in self.rfile:
            cmd = raw.decode().strip().upper()
            if cmd == "PING":
                self.wfile.write(b"PONG\n")
            elif cmd == "QUIT":
                break
            else:
                self.wfile.write(b"ERR unknown command\n")


def address():
    host = os.environ.get("SCOPE_HOST", settings.DEFAULT_HOST)
    port = int(os.environ.get("SCOPE_PORT", settings.DEFAULT_PORT))
    return host, port


def main():
    with socketserver.ThreadingTCPServer(address(), Handler) as srv:
        srv.serve_forever()


if __name__ == "__main__":
    main()
