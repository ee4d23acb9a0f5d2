"""Price list for the eyebrow threading and tinting bar."""

PRICES = {
    "eyebrow_threading": 9.00,
    "eyebrow_tint": 12.00,
    "lip_threading": 6.00,
    "chin_threading": 6.00,
    "full_face_threading": 28.00,
    "lash_tint": 12.00,
    "brow_lamination": 35.00,
}

# Treatments that need a patch test at least 48 hours beforehand.
PATCH_TEST_REQUIRED = ("eyebrow_tint", "lash_tint", "brow_lamination")

BROW_COMBO = ("eyebrow_threading", "eyebrow_tint")
BROW_COMBO_SAVING = 3.00
STUDENT_DISCOUNT = 0.10
