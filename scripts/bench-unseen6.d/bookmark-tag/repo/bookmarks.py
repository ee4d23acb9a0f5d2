"""A small bookmark store kept in memory (saved as JSON by the CLI)."""

from dataclasses import dataclass, field


@dataclass
class Bookmark:
    title: str
    url: str
    tags: list = field(default_factory=list)


SAMPLE = [
    Bookmark("Python docs", "https://docs.python.org/3/", ["python", "docs"]),
    Bookmark("Local news", "https://news.example.org", ["news"]),
    Bookmark("Bread recipes", "https://bake.example.com", ["cooking"]),
    Bookmark("Weekly digest", "https://digest.example.net", ["news", "email"]),
]


def list_bookmarks(bookmarks):
    """Bookmarks sorted by title."""
    return sorted(bookmarks, key=lambda b: b.title.lower())


def add_bookmark(bookmarks, title, url, tags=()):
    if any(b.url == url for b in bookmarks):
        raise ValueError(f"already saved: {url}")
    bookmarks.append(Bookmark(title, url, list(tags)))
    return bookmarks[-1]
