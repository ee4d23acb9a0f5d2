from services.mail import send_email


def notify(user, text):
    send_email(user, "Notice", text)
