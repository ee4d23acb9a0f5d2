"""Pick the best subtitle file for a video."""


def score(candidate, video_name):
    words = set(video_name.lower().replace(".", " ").split())
    found = set(candidate["release"].lower().replace(".", " ").split())
    return len(words & found) / len(words) if words else 0.0


def best_match(candidates, video_name, opts):
    usable = [
        c for c in candidates
        if c["language"] == opts["language"] and c["format"] == opts["format"]
    ]
    scored = [(score(c, video_name), c) for c in usable]
    scored = [(s, c) for s, c in scored if s >= opts["min_score"]]
    if not scored:
        return None
    return max(scored, key=lambda sc: sc[0])[1]
