"""Contact logbook for my amateur radio station."""

BANDS = {
    "80m": (3.5, 3.8),
    "40m": (7.0, 7.2),
    "20m": (14.0, 14.35),
    "2m": (144.0, 146.0),
}


def parse_frequency(text):
    text = text.strip().lower()
    if text.endswith("khz"):
        return float(text[:-3]) / 1000
    if text.endswith("mhz"):
        text = text[:-3]
    return float(text)


def band_for(freq_mhz):
    for band, (low, high) in BANDS.items():
        if low <= freq_mhz <= high:
            return band
    return None


def add_contact(log, callsign, frequency, mode="SSB", report=59):
    freq = parse_frequency(frequency)
    entry = {"call": callsign.upper(), "freq": freq, "band": band_for(freq),
             "mode": mode, "rst": report}
    log.append(entry)
    return entry


def contacts_on_band(log, band):
    return [entry["call"] for entry in log if entry["band"] == band]


def count_by_mode(log):
    counts = {}
    for entry in log:
        counts[entry["mode"]] = counts.get(entry["mode"], 0) + 1
    return counts
