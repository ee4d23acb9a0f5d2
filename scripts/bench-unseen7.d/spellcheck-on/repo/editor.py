"""Reads editor.ini and builds the status bar text."""
import configparser
from pathlib import Path

CONFIG = Path(__file__).with_name("editor.ini")


def load(path=CONFIG):
    cp = configparser.ConfigParser()
    cp.read(path)
    return cp


def status_bar(cp):
    ed = cp["editor"]
    parts = [f"{ed['font']} {ed.getint('font_size')}pt", f"tab {ed.getint('tab_width')}"]
    if ed.getboolean("spell_check"):
        parts.append(f"ABC {cp['spelling']['language']}")
    if ed.getboolean("word_wrap"):
        parts.append("wrap")
    if cp["autosave"].getboolean("enabled"):
        parts.append(f"autosave {cp['autosave'].getint('interval_seconds')}s")
    return " | ".join(parts)


if __name__ == "__main__":
    print(status_bar(load()))
