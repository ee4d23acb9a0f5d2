"""Savings maths for the household budget app."""


def compound_interest(principal, annual_rate, years, per_year=12):
    rate = annual_rate / 100 / per_year
    periods = years * per_year
    return round(principal * (1 + rate) ** periods, 2)


def months_to_goal(start, monthly_deposit, goal, annual_rate=0.0):
    balance = start
    months = 0
    while balance < goal:
        balance = balance * (1 + annual_rate / 100 / 12) + monthly_deposit
        months += 1
        if months > 1200:
            return None
    return months


def interest_earned(principal, annual_rate, years):
    return round(compound_interest(principal, annual_rate, years) - principal, 2)
