"""The fog signal: sounds only when visibility is poor."""

BLAST_EVERY_SECONDS = 30
BLAST_LENGTH_SECONDS = 3
FOG_VISIBILITY_M = 2000


def horn_needed(visibility_m):
    return visibility_m < FOG_VISIBILITY_M


def blasts_per_hour(every=BLAST_EVERY_SECONDS):
    return 3600 // every
