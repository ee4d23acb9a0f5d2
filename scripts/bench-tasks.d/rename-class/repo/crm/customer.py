class Customer:
    def __init__(self, name):
        self.name = name

    def greeting(self):
        return f"Dear {self.name}"
