import lettering
from quotes import CHURCHYARD_PERMIT, FIXING, STONES, VAT_RATE


def invoice_lines(customer, stone, size, inscription, style="incised", churchyard=False):
    items = [
        (f"{size.title()} {stone} headstone", STONES[(stone, size)]),
        (f"Lettering ({style}, {lettering.count_letters(inscription)} letters)",
         lettering.letter_cost(inscription, style)),
        ("Fixing and foundation", FIXING),
    ]
    if churchyard:
        items.append(("Churchyard permit", CHURCHYARD_PERMIT))
    net = round(sum(amount for _, amount in items), 2)
    vat = round(net * VAT_RATE, 2)
    lines = [f"Invoice for {customer}"]
    lines += [f"{label:<40}£{amount:>9.2f}" for label, amount in items]
    lines.append(f"{'VAT at 20%':<40}£{vat:>9.2f}")
    lines.append(f"{'Total':<40}£{net + vat:>9.2f}")
    return lines


if __name__ == "__main__":
    print("\n".join(invoice_lines("Mrs E. Thornbury", "slate", "small",
                                  "Arthur Thornbury 1938-2023 Much loved", "gilded", churchyard=True)))
