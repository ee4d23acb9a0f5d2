"""Keeps an eye on clients' turnover against the VAT registration threshold."""

from fees import load_settings


def rolling_turnover(monthly_takings):
    """Turnover over the last twelve months."""
    return sum(monthly_takings[-12:])


def vat_status(monthly_takings, cfg=None):
    """'ok', 'warning' or 'must register' for a client."""
    cfg = cfg if cfg is not None else load_settings()
    threshold = cfg.getfloat("vat", "threshold", fallback=90000)
    warn_percent = cfg.getfloat("vat", "warn_at_percent", fallback=90)
    turnover = rolling_turnover(monthly_takings)
    if turnover > threshold:
        return "must register"
    if turnover >= threshold * warn_percent / 100:
        return "warning"
    return "ok"
