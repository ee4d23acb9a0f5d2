GAME_COST = {
    "Addams Family": 2,
    "Medieval Madness": 2,
    "Twilight Zone": 3,
    "Space Invaders": 1,
}
TOKENS_PER_POUND = 4
BIG_TOPUP_POUNDS = 10
BIG_TOPUP_BONUS = 5


class Card:
    def __init__(self, owner, tokens=0):
        self.owner = owner
        self.tokens = tokens

    def top_up(self, pounds):
        added = pounds * TOKENS_PER_POUND
        if pounds >= BIG_TOPUP_POUNDS:
            added += BIG_TOPUP_BONUS
        self.tokens += added
        return f"Added {added} tokens for {self.owner}. Balance: {self.tokens}"

    def play(self, machine):
        cost = GAME_COST[machine]
        if self.tokens < cost:
            return "Insufficient credit."
        self.tokens -= cost
        return f"Enjoy {machine}! {self.tokens} tokens left."

    def play_tournament(self, machines):
        cost = sum(GAME_COST[m] for m in machines)
        if self.tokens < cost:
            return "Insufficient credit."
        self.tokens -= cost
        return f"Tournament entered: {len(machines)} tables. {self.tokens} tokens left."


if __name__ == "__main__":
    card = Card("Robin")
    print(card.top_up(2))
    for machine in ["Twilight Zone", "Medieval Madness", "Addams Family", "Medieval Madness"]:
        print(card.play(machine))
    print(card.top_up(1))
    print(card.play_tournament(["Addams Family", "Twilight Zone", "Space Invaders"]))
    print(card.top_up(10))
    print(card.play_tournament(["Addams Family", "Twilight Zone", "Space Invaders"]))
