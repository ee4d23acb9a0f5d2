import windmill
from power import output_kw, safe_rpm

READINGS = [2.0, 6.0, 11.0, 18.0, 27.0]

if __name__ == "__main__":
    for wind in READINGS:
        raw = windmill.blade_rpm(wind)
        print(f"{wind:>4} m/s: {raw:5.1f} rpm free, {safe_rpm(wind):5.1f} rpm limited, {output_kw(wind)} kW")
