"""Match fee tracking for the rec ice hockey team."""

MATCH_FEE = 12.00
GOALIE_FEE = 0.00  # goalies play free, we're always short of them


def fee_for(position):
    return GOALIE_FEE if position == "G" else MATCH_FEE


def outstanding(player, games_played, paid):
    return round(games_played * fee_for(player["position"]) - paid, 2)


def fee_reminder(player, amount):
    return f"{player['name']} owes £{amount:.2f} in match fees."


def paid_up_message(player):
    return f"{player['name']} is all paid up. Thanks!"


def reminders(roster, attendance, payments):
    messages = []
    for player in roster:
        due = outstanding(player, attendance.get(player["name"], 0), payments.get(player["name"], 0.0))
        if due > 0:
            messages.append(fee_reminder(player, due))
    return messages
