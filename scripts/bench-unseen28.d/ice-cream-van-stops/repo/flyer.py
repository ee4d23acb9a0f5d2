from route import MINUTES_AT_EACH_STOP, finish_time, timetable


def flyer():
    lines = ["Mr Whippy's Sunday round", f"(we wait {MINUTES_AT_EACH_STOP} minutes at every stop)"]
    for stop, when in timetable():
        lines.append(f"{when}  {stop}")
    lines.append(f"Home by {finish_time()}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(flyer())
