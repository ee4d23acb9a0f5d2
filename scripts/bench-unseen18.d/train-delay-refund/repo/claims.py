from refunds import refund_amount, refund_share

CLAIMS = [
    ("DR-1041", 40.00, 45),
    ("DR-1042", 12.30, 61),
    ("DR-1043", 85.50, 130),
    ("DR-1044", 40.00, 29),
    ("DR-1045", 1.60, 35),
]


def claim_line(ref, fare, delay):
    share = refund_share(delay)
    return f"{ref}: {delay} min late, {share:.0%} of £{fare:.2f} = £{refund_amount(fare, delay):.2f}"


if __name__ == "__main__":
    for claim in CLAIMS:
        print(claim_line(*claim))
