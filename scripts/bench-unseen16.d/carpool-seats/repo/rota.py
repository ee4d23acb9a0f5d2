from carpool import leave_by, split_into_cars

KIDS = ["Ava", "Ben", "Cleo", "Dev", "Ella", "Finn", "Gus"]
DRIVERS = ["Mrs Patel", "Mr Okafor"]

if __name__ == "__main__":
    for driver, kids in split_into_cars(KIDS, DRIVERS).items():
        print(f"{driver} (leave {leave_by(len(kids))}): {', '.join(kids)}")
