"""Works out who goes through to the club championship finals."""

DIFFICULTY_WEIGHT = 1.0


def execution_score(judge_scores):
    if len(judge_scores) < 3:
        raise ValueError("need at least three judges")
    middle = sorted(judge_scores)[1:-1]  # drop the highest and lowest
    return round(sum(middle) / len(middle), 3)


def routine_total(difficulty, judge_scores, penalties=0.0):
    return round(difficulty * DIFFICULTY_WEIGHT + execution_score(judge_scores) - penalties, 3)


def finalists(results, cutoff, max_places=8):
    qualified = [r for r in results if r["total"] > cutoff]
    qualified.sort(key=lambda r: r["total"], reverse=True)
    return [r["name"] for r in qualified[:max_places]]


def reserves(results, cutoff, max_places=8):
    chosen = set(finalists(results, cutoff, max_places))
    others = [r for r in results if r["name"] not in chosen]
    others.sort(key=lambda r: r["total"], reverse=True)
    return [r["name"] for r in others[:2]]
