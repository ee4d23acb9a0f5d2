"""Household chores app: who does what, and when."""

__version__ = "0.3.0"
