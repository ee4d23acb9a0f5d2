class Invoice:
    def __init__(self, user, amount):
        self.user = user
        self.amount = amount
