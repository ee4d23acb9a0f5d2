from text_utils import excerpt, make_slug

BASE_PATH = "/blog"


def post_url(title):
    return f"{BASE_PATH}/{make_slug(title)}"


def preview(title, body):
    return {"url": post_url(title), "title": title, "text": excerpt(body)}
