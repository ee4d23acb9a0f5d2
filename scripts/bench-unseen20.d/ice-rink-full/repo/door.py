from rink import Session


def board(session):
    status = "FULL" if session.is_full() else f"{session.places_left()} places"
    return f"{session.name}: {session.skaters}/{session.capacity} {status}"


if __name__ == "__main__":
    public = Session("Public skate")
    public.admit(100)
    public.admit(30)
    disco = Session("Ice disco", capacity=60)
    disco.admit(45)
    hockey = Session("Junior hockey", capacity=24)
    hockey.admit(24)
    hockey.leave(2)
    for s in (public, disco, hockey):
        print(board(s))
