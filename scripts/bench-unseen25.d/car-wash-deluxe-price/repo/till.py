"""Receipt printer for the kiosk."""
from carwash import earned_free_wash, load_settings, price_of


def receipt(program, extras=(), stamps=0):
    settings = load_settings()
    lines = [settings["site"], f"{program.title()} wash"]
    lines += [f"  + {extra}" for extra in extras]
    if earned_free_wash(stamps, settings) and program == settings["loyalty"]["free_program"]:
        lines.append("Total: FREE (loyalty reward)")
    else:
        lines.append(f"Total: £{price_of(program, extras, settings):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt("deluxe", ["tyre shine"]))
    print(receipt("basic", stamps=9))
