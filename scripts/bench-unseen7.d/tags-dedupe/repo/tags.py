"""Tag handling for the photo album."""
import re

MAX_TAG_LENGTH = 24
_SPACES = re.compile(r"\s+")


def clean_tag(tag):
    tag = _SPACES.sub("-", tag.strip().lower())
    return tag[:MAX_TAG_LENGTH]


def parse_tags(text):
    """Splits 'Beach, sunset ,Family trip' into ['beach', 'sunset', 'family-trip']."""
    tags = []
    for part in text.split(","):
        tag = clean_tag(part)
        if tag:
            tags.append(tag)
    return tags


def tag_counts(photos):
    counts = {}
    for photo in photos:
        for tag in photo["tags"]:
            counts[tag] = counts.get(tag, 0) + 1
    return counts
