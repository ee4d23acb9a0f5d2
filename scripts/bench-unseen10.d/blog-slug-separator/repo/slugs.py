import re


def slugify(title):
    """Turn a post title into a URL-friendly slug."""
    words = re.findall(r"[a-z0-9]+", title.lower())
    return "-".join(words)
