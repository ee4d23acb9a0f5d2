from bakery import loaves_to_flour, water_for
from orders import flour_report

TODAY = {"white": 40, "wholemeal": 24, "rye": 12}

if __name__ == "__main__":
    for bread, loaves in TODAY.items():
        flour = loaves_to_flour(bread, loaves)
        print(f"{bread}: {loaves} loaves, {flour} g flour, {water_for(bread, loaves)} g water")
    print(flour_report(TODAY))
