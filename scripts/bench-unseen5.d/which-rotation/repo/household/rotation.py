"""Assigns chores to members in turn, week by week."""

CHORES = ["dishes", "bathroom", "hoovering", "bins"]


class ChoreRotation:
    def __init__(self, members, chores=CHORES):
        self.members = list(members)
        self.chores = list(chores)

    def assign(self, week):
        """Returns {chore: member name} for the given week number."""
        plan = {}
        available = [m for m in self.members if not m.away]
        if not available:
            return plan
        for i, chore in enumerate(self.chores):
            for step in range(len(available)):
                member = available[(week + i + step) % len(available)]
                if member.can_do(chore):
                    plan[chore] = member.name
                    break
        return plan
