# The second part of nub's fix search (`try_fixes.py`, which it follows in
# one script): a program that should reproduce a reported fault but does not
# print the wrong amount the report names may only pass other values than
# the report's. This part tries variants of it, each run in a forked child
# in the scratch copy as a tested change is, and names the first that
# prints that amount.

# Variants of a program tried at most.
MAX_VARIANTS = 2000


def spoken(text):
    """`text` as words for comparing a program's names with the report's:
    lower case, `_` and `-` as spaces."""
    return " " + re.sub(r"[^a-z0-9]+", " ", text.lower()).strip() + " "


def named_only(node, report):
    """The items of a list of texts that the report names, when it names
    some of them and not all: a small model fills an order's extras with
    the menu's ("egg", "extra noodles", "chilli oil") where the customer
    had an egg."""
    texts = [item.value for item in node.elts if isinstance(item, ast.Constant) and isinstance(item.value, str)]
    if not report or len(texts) != len(node.elts):
        return None
    named = [item for item in node.elts if spoken(item.value) in report or spoken(item.value + "s") in report]
    if not named or len(named) == len(node.elts):
        return None
    return named


def program_variants(program, numbers, report=""):
    """Programs like `program` with one or two of its values changed: a
    list of texts cut to those the report names, a number the report does
    not give for one it gives, `True` for `False`, an item of a list or
    tuple left out; then a number a hundred times or a hundredth of itself
    (a percentage written as a share). Each program in turn, the single
    changes first."""
    tree = ast.parse(program)
    # JSON has 6.0 for the 6 the report says.
    numbers = [int(n) if float(n).is_integer() else n for n in numbers]
    report = spoken(report) if report else ""
    spots, shifted = [], []
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple)) and isinstance(node.ctx, ast.Load) and named_only(node, report):
            spots.insert(0, (node, "elts", named_only(node, report)))
        if isinstance(node, ast.Constant) and isinstance(node.value, bool):
            spots.append((node, "value", not node.value))
        elif isinstance(node, ast.Constant) and type(node.value) in (int, float) and node.value not in numbers:
            for option in numbers:
                spots.append((node, "value", option))
            for option in (node.value * 100, node.value / 100):
                shifted.append((node, "value", int(option) if float(option).is_integer() else option))
        elif isinstance(node, (ast.List, ast.Tuple)) and len(node.elts) >= 2 and isinstance(node.ctx, ast.Load):
            for at in range(len(node.elts)):
                spots.append((node, "elts", node.elts[:at] + node.elts[at + 1:]))

    def made(changes):
        kept = [(node, field, getattr(node, field)) for node, field, _ in changes]
        for node, field, value in changes:
            setattr(node, field, value)
        try:
            return ast.unparse(tree)
        finally:
            for node, field, value in kept:
                setattr(node, field, value)

    for changes in (spots, shifted):
        for change in changes:
            yield made([change])
    singles = spots + shifted
    for at, first in enumerate(singles):
        for second in singles[at + 1:]:
            if first[0] is not second[0]:
                yield made([first, second])


def repair(plan):
    """The first variant of the plan's program that prints the wrong amount
    the report names, when the program itself does not."""
    check = plan["repair"]
    wanted = {"program": "", "modules": check.get("modules", []), "right": check["wrong"], "wrong": float("nan")}
    budget = time.monotonic() + float(plan.get("seconds", 8))
    tried = 0
    try:
        variants = program_variants(check["program"], check.get("numbers", []), check.get("report", ""))
        for program in variants:
            if time.monotonic() > budget or tried >= MAX_VARIANTS:
                break
            tried += 1
            wanted["program"] = program
            ran, bad = run_tests([], 5, wanted)
            if ran == 1 and bad == 0:
                return {"program": program, "tried": tried}
    except (SyntaxError, ValueError, RecursionError):
        pass
    return {"tried": tried}
