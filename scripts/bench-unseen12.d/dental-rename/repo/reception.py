from dental import at, book_slot, day_list


def walk_in(dentist, patient, times, diary):
    """Book the patient into the first free time from the list."""
    for t in times:
        try:
            book_slot(dentist, at(t), patient, diary)
            return t
        except ValueError:
            continue
    return None


if __name__ == "__main__":
    diary = {}
    book_slot("Dr Okafor", at("2024-04-02 09:00"), "M. Jensen", diary)
    print(walk_in("Dr Okafor", "T. Ruiz", ["2024-04-02 09:00", "2024-04-02 09:30"], diary))
    print("\n".join(day_list("Dr Okafor", at("2024-04-02 00:00").date(), diary)))
