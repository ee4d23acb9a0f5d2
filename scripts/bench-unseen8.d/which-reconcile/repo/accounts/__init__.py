"""Bookkeeping for the bakery."""
from accounts.bank.matching import reconcile_ledger
from accounts.ledger import Entry, Ledger

__all__ = ["Entry", "Ledger", "reconcile_ledger"]
