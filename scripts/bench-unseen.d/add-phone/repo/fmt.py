from contacts import Contact


def format_contact(contact: Contact) -> str:
    return f"{contact.name} <{contact.email}>"
