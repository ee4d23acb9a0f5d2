"""Build the little opening-hours box for the website footer."""

import hours


def footer_html():
    rows = []
    for day in hours.DAYS:
        h = hours.hours_for(day)
        text = "Closed" if h is None else f"{h[0]}&ndash;{h[1]}"
        rows.append(f"  <tr><td>{day}</td><td>{text}</td></tr>")
    return "<table class=\"hours\">\n" + "\n".join(rows) + "\n</table>"


if __name__ == "__main__":
    print(footer_html())
