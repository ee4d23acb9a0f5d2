"""Keeps a running total of each angler's catch during a match."""

from weights import lbs_oz_to_kg

# Fish under this weight go straight back and don't count
MIN_FISH_KG = 0.1


def record_catch(results, angler, pounds, ounces=0):
    """Add one weighed fish to an angler's total and return the results."""
    kg = lbs_oz_to_kg(pounds, ounces)
    if kg < MIN_FISH_KG:
        return results
    results[angler] = round(results.get(angler, 0.0) + kg, 3)
    return results


def winner(results):
    """Angler with the heaviest total bag, or None if nobody weighed in."""
    if not results:
        return None
    return max(results, key=results.get)
