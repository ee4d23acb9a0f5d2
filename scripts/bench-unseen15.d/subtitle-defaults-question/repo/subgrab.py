import argparse

import settings
from matcher import best_match


def main(argv=None, candidates=()):
    parser = argparse.ArgumentParser(prog="subgrab")
    parser.add_argument("video")
    parser.add_argument("--lang", dest="language")
    parser.add_argument("--min-score", dest="min_score", type=float)
    args = parser.parse_args(argv)
    opts = settings.load({"language": args.language, "min_score": args.min_score})
    match = best_match(list(candidates), args.video, opts)
    print(match["file"] if match else f"no {opts['language']} subtitles found")


if __name__ == "__main__":
    main()
