from crm.customer import Customer


def invoice_header(customer: Customer) -> str:
    return customer.greeting() + ","


if __name__ == "__main__":
    print(invoice_header(Customer("ada")))
