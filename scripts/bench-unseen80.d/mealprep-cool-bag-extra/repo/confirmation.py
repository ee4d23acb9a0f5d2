"""Order confirmation text sent to customers."""

from plans import MEAL_PRICES, meals_cost, delivery_cost, weekly_total


def confirmation(name, plan, meals):
    lines = [
        "Fresh Fork Meal Prep",
        "Order for %s" % name,
        "Plan: %s" % plan,
        "%d meals x £%.2f = £%.2f" % (meals, MEAL_PRICES[plan], meals_cost(plan, meals)),
    ]
    fee = delivery_cost(meals)
    if fee:
        lines.append("Delivery: £%.2f" % fee)
    else:
        lines.append("Delivery: free")
    lines.append("Total: £%.2f" % weekly_total(plan, meals))
    return "\n".join(lines)
