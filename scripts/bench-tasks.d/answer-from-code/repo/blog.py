from text import slugify


def post_url(title):
    return "/posts/" + slugify(title)
