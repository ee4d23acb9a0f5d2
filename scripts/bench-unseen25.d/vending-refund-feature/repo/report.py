"""End-of-day report emailed to the caretaker."""
from machine import VendingMachine

LOW_STOCK = 3


def money(pence):
    return f"£{pence / 100:.2f}"


def daily_report(machine):
    lines = [f"Sales: {len(machine.sales)}", f"Takings: {money(machine.takings())}"]
    for code in sorted(machine.slots):
        slot = machine.slots[code]
        flag = "  <- restock" if slot["stock"] <= LOW_STOCK else ""
        lines.append(f"{code} {slot['name']}: {slot['stock']} left{flag}")
    return "\n".join(lines)


if __name__ == "__main__":
    vm = VendingMachine({
        "A1": {"name": "Crisps", "price": 90, "stock": 10},
        "A2": {"name": "Flapjack", "price": 150, "stock": 4},
        "B1": {"name": "Water", "price": 100, "stock": 12},
    })
    for code in ["A1", "A2", "B1", "A1"]:
        vm.buy(code, 200)
    print(daily_report(vm))
