from app.delivery.tracking import Shipment
from app.orders.models import Order

print(Shipment(Order([]), "post").carrier)
