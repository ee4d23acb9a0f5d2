"""Month-end check: run with the bank's CSV export."""
import sys

from accounts import Ledger, reconcile_ledger
from accounts.bank.statement import read_statement


def report(ledger, statement):
    missing, extra = reconcile_ledger(ledger, statement)
    return f"{len(missing)} entries not at the bank, {len(extra)} bank lines not in the books"


if __name__ == "__main__":
    print(report(Ledger(), read_statement(sys.argv[1])))
