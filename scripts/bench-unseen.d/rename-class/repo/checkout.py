from shop.cart import Cart


def total(cart: Cart) -> int:
    return len(cart.items)


if __name__ == "__main__":
    cart = Cart()
    cart.add("tea")
    print(total(cart))
