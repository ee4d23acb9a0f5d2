"""Sign-up sheet for karaoke night."""

MAX_SONGS_PER_SINGER = 2
MAX_QUEUE_LENGTH = 40
DUET_SINGERS = 2


class SignupError(Exception):
    pass


class SongQueue:
    def __init__(self):
        self.entries = []   # list of (singers tuple, title)

    def count_for(self, singer):
        return sum(1 for singers, _ in self.entries if singer in singers)

    def add(self, singer, title, partner=None):
        if len(self.entries) >= MAX_QUEUE_LENGTH:
            raise SignupError("the queue is full for tonight")
        singers = (singer,) if partner is None else (singer, partner)
        if len(set(singers)) != len(singers):
            raise SignupError("a duet needs two different singers")
        for s in singers:
            if self.count_for(s) >= MAX_SONGS_PER_SINGER:
                raise SignupError(f"{s} already has {MAX_SONGS_PER_SINGER} songs queued")
        self.entries.append((singers, title))
        return len(self.entries)

    def next_up(self):
        if not self.entries:
            return None
        return self.entries.pop(0)

    def is_duet(self, position):
        return len(self.entries[position][0]) == DUET_SINGERS
