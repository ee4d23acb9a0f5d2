"""Order pricing for the quarry office."""
import rates


def material_cost(material, tonnes):
    if material not in rates.PER_TONNE:
        raise ValueError(f"we don't stock {material}")
    return rates.PER_TONNE[material] * tonnes


def delivery_charge(miles):
    if miles <= rates.FREE_DELIVERY_MILES:
        return 0.0
    return max(miles * rates.DELIVERY_PER_MILE, rates.MIN_DELIVERY_CHARGE)


def order_total(material, tonnes=0.0, bags=0, miles=0, include_vat=True):
    """Loose tonnes plus bulk bags, delivered `miles` from the quarry."""
    if 0 < tonnes < rates.LOOSE_LOAD_MIN_TONNES:
        raise ValueError("loose loads start at 2 tonnes")
    weight = tonnes + bags * rates.BULK_BAG_TONNES
    net = material_cost(material, weight) + delivery_charge(miles)
    if include_vat:
        net *= 1 + rates.VAT_RATE
    return round(net + bags * rates.BULK_BAG_DEPOSIT, 2)


if __name__ == "__main__":
    print(order_total("20mm gravel", tonnes=4, miles=14))
    print(order_total("sharp sand", bags=3, miles=6))
