"""Plans (and in a real run, performs) a release of the shopfront."""
import tomllib
from pathlib import Path

CONFIG = Path(__file__).with_name("deploy.toml")


def load(path=CONFIG):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def plan(cfg, release):
    t, o = cfg["target"], cfg["options"]
    steps = [f"upload {release} to {t['user']}@{t['host']}:{t['path']}/releases/{release}"]
    if o["run_migrations"]:
        steps.append("run database migrations")
    steps.append("switch current -> " + release)
    if o["restart_service"]:
        steps.append("restart shopfront.service")
    steps.append(f"prune to {o['keep_releases']} releases")
    if o["dry_run"]:
        steps = ["(dry run) " + s for s in steps]
    return steps


if __name__ == "__main__":
    print("\n".join(plan(load(), "2024.06.1")))
