import socketserver

import settings
from rooms import RoomRegistry

registry = RoomRegistry()


class ChatHandler(socketserver.StreamRequestHandler):
    timeout = settings.IDLE_TIMEOUT

    def handle(self):
        room = registry.join("lobby", self.client_address)
        for line in self.rfile:
            registry.broadcast(room, line.decode().strip(), self.client_address)


def serve():
    with socketserver.ThreadingTCPServer((settings.HOST, settings.PORT), ChatHandler) as srv:
        print(f"chat server on {settings.HOST}:{settings.PORT}")
        srv.serve_forever()


if __name__ == "__main__":
    serve()
