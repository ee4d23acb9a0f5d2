"""Blog post URLs."""

from slug import slugify


def post_url(year, title):
    return f"/blog/{year}/{slugify(title)}/"


if __name__ == "__main__":
    print(post_url(2024, "Ten Tips for Better Sourdough!"))
