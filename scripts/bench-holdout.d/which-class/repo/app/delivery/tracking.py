class Shipment:
    def __init__(self, order, carrier):
        self.order = order
        self.carrier = carrier
