from shop.payments.gateway import PaymentGateway


def pay(order_total):
    return PaymentGateway().charge(order_total)
