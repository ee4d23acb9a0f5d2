MENU = {
    "pork & chive (6)": 6.50,
    "prawn har gow (4)": 7.20,
    "veg gyoza (6)": 5.80,
    "chilli oil wontons (8)": 7.90,
    "jasmine tea": 2.40,
}
