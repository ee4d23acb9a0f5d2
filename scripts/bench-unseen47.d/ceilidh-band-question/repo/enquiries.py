"""Reply to booking enquiries."""

from fees import deposit, gig_fee


def reply(name, hours, miles, caller=True, saturday=False, month=6):
    fee = gig_fee(hours, miles, caller, saturday, month)
    who = "band and caller" if caller else "band"
    return (f"Hi {name}, for {hours} hours of {who} the fee would be £{fee:.2f}, "
            f"with a £{deposit(fee):.2f} deposit to hold the date.")


if __name__ == "__main__":
    print(reply("Fiona", 3, 20, caller=False, month=2))
    print(reply("Callum", 4, 45, saturday=True, month=8))
