"""Driver for the two-finger gripper on the arm."""


class GripperController:
    MAX_FORCE_N = 40.0

    def __init__(self, bus, address=0x21):
        self.bus = bus
        self.address = address
        self.closed = False

    def close(self, force=20.0):
        force = min(force, self.MAX_FORCE_N)
        self.bus.write(self.address, b"C" + int(force).to_bytes(1, "big"))
        self.closed = True

    def open(self):
        self.bus.write(self.address, b"O")
        self.closed = False
