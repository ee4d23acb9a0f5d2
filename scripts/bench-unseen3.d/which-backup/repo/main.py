from ops.jobs.nightly import register_jobs


def main():
    jobs = register_jobs()
    for name, when in jobs:
        print(f"{name} at {when}")


if __name__ == "__main__":
    main()
