import os

from materials import preset
from printer_conf import DEFAULT_MATERIAL, MAX_NOZZLE_TEMP


class PrintJob:
    def __init__(self, gcode_file, material=None):
        self.gcode_file = gcode_file
        self.material = material or os.environ.get("PRINT_MATERIAL") or DEFAULT_MATERIAL

    def temperatures(self):
        p = preset(self.material)
        return min(p["nozzle"], MAX_NOZZLE_TEMP), p["bed"]

    def start_gcode(self):
        nozzle, bed = self.temperatures()
        return [f"M140 S{bed}", f"M104 S{nozzle}", f"M190 S{bed}", f"M109 S{nozzle}"]


if __name__ == "__main__":
    job = PrintJob("benchy.gcode")
    print("\n".join(job.start_gcode()))
