"""A photo album that keeps tags for every picture."""
from tags import parse_tags, tag_counts


class Album:
    def __init__(self, name):
        self.name = name
        self.photos = []

    def add(self, filename, tag_text=""):
        photo = {"file": filename, "tags": parse_tags(tag_text)}
        self.photos.append(photo)
        return photo

    def with_tag(self, tag):
        return [p["file"] for p in self.photos if tag in p["tags"]]

    def top_tags(self, n=3):
        counts = tag_counts(self.photos)
        return sorted(counts, key=lambda t: (-counts[t], t))[:n]
