from pkg.billing.models import Invoice
from pkg.users.models import User

print(Invoice(User("ada"), 10).amount)
