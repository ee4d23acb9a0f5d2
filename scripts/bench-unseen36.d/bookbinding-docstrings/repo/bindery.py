import math

SHEET_PAGES = 4
PAPER_THICKNESS_MM = {"80gsm": 0.1, "100gsm": 0.12, "120gsm": 0.15}
THREAD_ALLOWANCE_CM = 20


def sheets_needed(pages):
    return math.ceil(pages / SHEET_PAGES)


def signatures(pages, sheets_per_signature=4):
    return math.ceil(sheets_needed(pages) / sheets_per_signature)


def spine_width_mm(pages, paper="80gsm", cover_board_mm=2.5):
    text_block = sheets_needed(pages) * PAPER_THICKNESS_MM[paper] * 2
    return round(text_block + 2 * cover_board_mm, 1)


def thread_length_cm(spine_height_cm, signature_count):
    return spine_height_cm * signature_count + THREAD_ALLOWANCE_CM


def blank_pages(pages):
    return sheets_needed(pages) * SHEET_PAGES - pages


def job_summary(title, pages, paper="80gsm", spine_height_cm=21):
    count = signatures(pages)
    return (
        f"{title}: {sheets_needed(pages)} sheets in {count} signatures, "
        f"spine {spine_width_mm(pages, paper)} mm, "
        f"thread {thread_length_cm(spine_height_cm, count)} cm, "
        f"{blank_pages(pages)} blank pages"
    )
