from course import cups_needed, station_marks, volunteers_needed

RUNNERS = 2350

if __name__ == "__main__":
    marks = station_marks()
    print("Water at km: " + ", ".join(str(km) for km in marks))
    print(f"{len(marks)} stations, {cups_needed(RUNNERS)} cups each, "
          f"{len(marks) * cups_needed(RUNNERS)} cups in total")
    print(f"Volunteers needed: {volunteers_needed()}")
