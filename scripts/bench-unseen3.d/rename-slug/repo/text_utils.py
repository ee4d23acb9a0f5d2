import re


def make_slug(title):
    """Turn a post title into a URL-safe slug."""
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower())
    return slug.strip("-")


def excerpt(body, words=20):
    parts = body.split()
    if len(parts) <= words:
        return body
    return " ".join(parts[:words]) + "..."
