"""Check-in desk: total fees for a passenger's bags."""

from baggage import overweight_fee


def bag_fees(weights, cabin="economy"):
    return [overweight_fee(w, cabin) for w in weights]


def receipt(weights, cabin="economy"):
    fees = bag_fees(weights, cabin)
    lines = [f"bag {i}: {w} kg, fee {f:.2f}" for i, (w, f) in enumerate(zip(weights, fees), 1)]
    lines.append(f"total: {sum(fees):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt([23, 25.5]))
