"""Quoting helpers for Two Lads and a Van removals."""
import math

VAN_CAPACITY_M3 = 18.0
HOURLY_RATE_PER_MOVER = 28.00
VAN_DAY_RATE = 95.00
FURNITURE_M3 = {"sofa": 2.0, "double_bed": 2.5, "wardrobe": 1.8, "fridge": 0.9, "desk": 0.8}


def van_loads(boxes, furniture, box_volume_m3=0.07, capacity_m3=VAN_CAPACITY_M3):
    if boxes < 0:
        raise ValueError("boxes can't be negative")
    volume = boxes * box_volume_m3
    for item, count in furniture.items():
        volume += FURNITURE_M3.get(item, 1.0) * count
    if volume == 0:
        return 0
    return math.ceil(volume / capacity_m3)


def crew_size(furniture):
    """Two movers, or three if there is anything heavy."""
    heavy = {"double_bed", "wardrobe", "fridge"}
    return 3 if any(furniture.get(item) for item in heavy) else 2


def quote(boxes, furniture, hours):
    """Price for the move: vans for the day plus the crew's hours."""
    loads = van_loads(boxes, furniture)
    labour = crew_size(furniture) * hours * HOURLY_RATE_PER_MOVER
    return round(max(loads, 1) * VAN_DAY_RATE + labour, 2)
