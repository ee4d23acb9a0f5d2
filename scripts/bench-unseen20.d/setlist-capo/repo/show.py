from songs import SETLIST, set_length


def song_line(number, song):
    return f"{number}. {song.title} [{song.key}] {song.minutes:g} min"


def printed_setlist(songs):
    lines = [song_line(i, song) for i, song in enumerate(songs, start=1)]
    lines.append(f"Total: {set_length(songs):g} min")
    return "\n".join(lines)


if __name__ == "__main__":
    print(printed_setlist(SETLIST))
