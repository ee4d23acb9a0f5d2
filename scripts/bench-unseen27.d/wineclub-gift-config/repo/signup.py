"""Sign-up form handling for the website."""
from club import gifts_enabled, load_config, ships_to


class SignupError(Exception):
    pass


def sign_up(name, region, gift_for=None):
    config = load_config()
    if not ships_to(region, config):
        raise SignupError(f"sorry, we don't deliver to {region} yet")
    if gift_for is not None:
        if not gifts_enabled(config):
            raise SignupError("gift memberships aren't available")
        return {"buyer": name, "member": gift_for, "region": region, "gift": True}
    return {"buyer": name, "member": name, "region": region, "gift": False}


if __name__ == "__main__":
    print(sign_up("Jo Marsh", "Wales"))
    print(sign_up("Jo Marsh", "Wales", gift_for="Sam Marsh"))
