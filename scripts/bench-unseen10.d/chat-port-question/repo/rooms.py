class RoomRegistry:
    def __init__(self):
        self.rooms = {}

    def join(self, name, client):
        self.rooms.setdefault(name, set()).add(client)
        return name

    def broadcast(self, room, message, sender):
        for client in self.rooms.get(room, ()):
            if client != sender:
                print(f"[{room}] {sender} -> {client}: {message}")
