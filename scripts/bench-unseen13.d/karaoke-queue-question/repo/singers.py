"""The singers' queue for karaoke night."""
from settings import MAX_QUEUE_LENGTH, MAX_SONGS_PER_SINGER


class SongQueue:
    def __init__(self):
        self.entries = []  # (singer, song) in order

    def waiting_for(self, singer):
        return sum(1 for who, _ in self.entries if who == singer)

    def add(self, singer, song):
        if len(self.entries) >= MAX_QUEUE_LENGTH:
            raise ValueError("the queue is full for tonight")
        if self.waiting_for(singer) >= MAX_SONGS_PER_SINGER:
            raise ValueError(f"{singer} already has songs waiting")
        self.entries.append((singer, song))
        return len(self.entries)

    def next_up(self):
        return self.entries.pop(0) if self.entries else None
