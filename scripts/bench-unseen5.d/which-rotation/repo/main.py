from household.calendar_view import render
from household.members import load_members
from household.rotation import ChoreRotation


def main(weeks=4):
    rota = ChoreRotation(load_members())
    print(render([(week, rota.assign(week)) for week in range(1, weeks + 1)]))


if __name__ == "__main__":
    main()
