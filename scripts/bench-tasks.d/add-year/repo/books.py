class Book:
    def __init__(self, title):
        self.title = title
