"""Work out when the next newsletter goes out."""

import settings


def send_time():
    cfg = settings.load()
    return f"{cfg['send_day'].capitalize()} {cfg['send_hour']:02d}:00 ({cfg['timezone']})"


def batches(recipients):
    size = settings.load()["max_recipients_per_batch"]
    return [recipients[i:i + size] for i in range(0, len(recipients), size)]


if __name__ == "__main__":
    print("Next send:", send_time())
