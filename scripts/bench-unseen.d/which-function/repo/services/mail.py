import smtplib


def send_email(to, subject, body):
    with smtplib.SMTP("localhost") as smtp:
        smtp.sendmail("noreply@localhost", [to], f"Subject: {subject}\n\n{body}")
