import sys

import ops

COMMANDS = {
    "add": ops.add,
    "sub": ops.subtract,
}


def main(argv):
    name, a, b = argv[1], int(argv[2]), int(argv[3])
    print(COMMANDS[name](a, b))


if __name__ == "__main__":
    main(sys.argv)
