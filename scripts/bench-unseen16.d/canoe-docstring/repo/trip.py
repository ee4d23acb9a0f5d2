from canoe import day_plan, portage_minutes

LEGS = [("paddle", 6.0), ("portage", 450, 2), ("paddle", 3.2), ("portage", 120, 2)]

if __name__ == "__main__":
    print(f"Long carry: {portage_minutes(450, 2)} min")
    total = day_plan(LEGS)
    print(f"Day one: {total // 60} h {total % 60} min")
