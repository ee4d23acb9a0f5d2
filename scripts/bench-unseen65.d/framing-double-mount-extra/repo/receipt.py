"""Printed receipt for a framing order."""
from pricing import ANTI_GLARE_EXTRA, base_price, order_total


def receipt(customer, frames):
    lines = [f"Framing order for {customer}"]
    for frame in frames:
        lines.append(f"{frame['moulding'].title()} frame {frame['width_cm']} x {frame['height_cm']}cm"
                     f"  £{base_price(frame):.2f}")
        if frame.get("anti_glare"):
            lines.append(f"  anti-glare glass  £{ANTI_GLARE_EXTRA:.2f}")
    lines.append(f"Total  £{order_total(frames):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt("Mr Okonjo", [
        {"moulding": "oak", "width_cm": 40, "height_cm": 50, "anti_glare": True},
        {"moulding": "black", "width_cm": 30, "height_cm": 30},
    ]))
