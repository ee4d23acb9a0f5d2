import util


def header(user):
    return util.greet(user) + " Here is your report."
