def parse_line(line):
    level, _, message = line.strip().partition(" ")
    return level.upper(), message


def summarize(lines):
    entries = [parse_line(line) for line in lines if line.strip()]
    errors = sum(1 for level, _ in entries if level == "ERROR")
    return {
        "total": len(entries),
        "errors": errors,
        "error_rate": errors / len(entries) * 100,
    }
