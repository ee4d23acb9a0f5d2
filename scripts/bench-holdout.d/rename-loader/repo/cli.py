import sys

import db

if __name__ == "__main__":
    print(db.fetch_user(int(sys.argv[1])))
