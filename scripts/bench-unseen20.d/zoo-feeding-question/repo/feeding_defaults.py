"""Default feeding times, used when the keeper rota doesn't set one."""

DEFAULT_FEEDS = {
    "penguins": "14:30",
    "sea_lions": "11:00",
    "otters": "13:15",
    "meerkats": "10:00",
}

FISH_KG = {"penguins": 6.5, "sea_lions": 22.0, "otters": 2.0}
