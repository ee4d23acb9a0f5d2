class Order:
    def __init__(self, items):
        self.items = items
