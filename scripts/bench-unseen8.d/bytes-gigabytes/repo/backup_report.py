"""Summarises last night's backup from a list of (path, bytes) pairs."""
from sizes import format_size


def report(files, limit=5):
    biggest = sorted(files, key=lambda f: -f[1])[:limit]
    lines = [f"{format_size(size):>10}  {path}" for path, size in biggest]
    lines.append(f"{format_size(sum(s for _, s in files)):>10}  total ({len(files)} files)")
    return "\n".join(lines)
