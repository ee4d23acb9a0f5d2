"""marks: list and add bookmarks from the terminal."""

import argparse
import sys

from bookmarks import SAMPLE, add_bookmark, list_bookmarks


def build_parser():
    parser = argparse.ArgumentParser(prog="marks")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="show saved bookmarks")
    add = sub.add_parser("add", help="save a new bookmark")
    add.add_argument("title")
    add.add_argument("url")
    add.add_argument("--tags", default="")
    return parser


def main(argv=None, store=None):
    store = SAMPLE if store is None else store
    args = build_parser().parse_args(argv)
    if args.command == "list":
        for b in list_bookmarks(store):
            print(f"{b.title} - {b.url}")
    elif args.command == "add":
        tags = [t for t in args.tags.split(",") if t]
        add_bookmark(store, args.title, args.url, tags)
        print(f"saved {args.url}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
