from datetime import date

from slugs import slugify


def post_url(title, published):
    return f"/blog/{published:%Y/%m}/{slugify(title)}/"


if __name__ == "__main__":
    print(post_url("Ten Tips for Better Coffee!", date(2024, 3, 9)))
