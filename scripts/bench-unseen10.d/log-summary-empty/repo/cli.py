import sys

from logstats import summarize


def main(path):
    with open(path) as f:
        s = summarize(f.readlines())
    print(f"{s['total']} lines, {s['errors']} errors ({s['error_rate']:.1f}%)")


if __name__ == "__main__":
    main(sys.argv[1])
