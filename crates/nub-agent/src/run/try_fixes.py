# nub's search for a small fix after which failing unittest tests pass and
# a program that reproduces a reported fault prints the amount the report
# says is right. nub runs it as a `bash` call (sandbox, permissions, hooks as
# for any call) with one argument, JSON: {"tests": [test files], "files":
# [code files], "focus": [function names], "seconds": budget, "check":
# {"program", "modules", "right", "within", "wrong"} or null}. In a copy of
# the working directory it changes one expression of a code file at a time
# (an operator, a comparison, a constant, a name, brackets, `x` for `1 - x`,
# `x - rate` for `x * (1 - rate)` or `rate / 100`, a factor left out, a
# diameter squared for a radius, an f-string's field padded or given two
# decimals, a count off by one, a difference kept from going below zero,
# `round` made `math.ceil`, a condition turned round, an allowance taken
# off, a statement left out or run once after its loop; the kinds are
# in `fix_kinds.py`), runs the tests
# and the check on each change in a forked child, keeps a change that leaves
# fewer failing and goes on from it (up to three), and prints one JSON line:
# the changes, how many tests still fail after them, and how many it tried.
# The check is one more test: the program prints the right amount and not
# the wrong one. With {"repair": …} it looks instead for a variant of a
# program that prints the wrong amount (`program_repair.py`, which follows
# this file in the one script nub runs). The repository is never written
# to; the code runs in the copy, with HOME and TMPDIR there and limits on
# memory, CPU time and file size.

import sys

# Python keeps a module's compiled form by its source's size and mtime to the
# second: a change of the same size tried within that second would run the
# code before it.
sys.dont_write_bytecode = True

import ast
import contextlib
import copy
import io
import json
import os
import re
import shutil
import resource
import select
import signal
import subprocess
import tempfile
import time
import unittest

SKIP_DIRS = {".git", ".nub", "node_modules", "__pycache__", ".venv", "venv", ".tox", ".mypy_cache"}
MAX_BYTES = 20 * 1024 * 1024
MAX_FILES = 2000
# What one run of the tests may take: memory, CPU seconds, bytes per file.
LIMITS = [(resource.RLIMIT_AS, 2 << 30), (resource.RLIMIT_CPU, 30), (resource.RLIMIT_FSIZE, 64 << 20)]
# Changes made one after another, each leaving fewer tests failing.
MAX_CHANGES = 3
# Dict keys of a module tried in place of one another, at most.
MAX_KEYS = 24
# After the first change that passes: more that pass looked for, at most,
# and changes tried for them; of those, the one that changes least of what
# the code files print as programs is kept (`least_collateral`).
MAX_ALTERNATIVES = 4
MORE_TRIES = 120
MAX_OUTPUT = 64 << 10

def copy_tree(source, target):
    """The working directory's files, without caches and version control;
    False when it is too large to copy for every try."""
    total, count = 0, 0
    for root, dirs, files in os.walk(source):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not os.path.islink(os.path.join(root, d))]
        rel = os.path.relpath(root, source)
        os.makedirs(os.path.join(target, rel), exist_ok=True)
        for name in files:
            path = os.path.join(root, name)
            if os.path.islink(path) or not os.path.isfile(path):
                continue
            total += os.path.getsize(path)
            count += 1
            if total > MAX_BYTES or count > MAX_FILES:
                return False
            shutil.copyfile(path, os.path.join(target, rel, name))
    return True


NUMBER = re.compile(r"(?<!\w)-?\d[\d,]*(?:\.\d+)?")


def printed_numbers(text):
    found = []
    for match in NUMBER.findall(text):
        try:
            found.append(float(match.replace(",", "")))
        except ValueError:
            pass
    return found


def holds(numbers, value):
    return any(abs(number - value) < 0.005 for number in numbers)


def run_program(check):
    """Whether the check's program prints the right value and not the
    wrong one: run as nub runs it, the modules imported quietly first and
    its own import lines one by one, skipping those that fail."""
    names = {"__name__": "__main__"}
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            for module in check.get("modules", []):
                try:
                    exec(f"from {module} import *", names)
                except BaseException:
                    pass
        lines = check["program"].split("\n")
        with contextlib.redirect_stdout(out):
            for at, line in enumerate(lines):
                if line.startswith(("import ", "from ")) and not line.rstrip().endswith(("(", "\\")):
                    try:
                        exec(line, names)
                    except ImportError:
                        pass
                    lines[at] = ""
            exec(compile("\n".join(lines), "<program>", "exec"), names)
    except BaseException:
        return False
    numbers = printed_numbers(out.getvalue())
    right = any(abs(number - check["right"]) < check.get("within", 0.005) for number in numbers)
    return right and not holds(numbers, check["wrong"])


def run_tests(tests, limit, check=None):
    """Tests run and failing (failures and errors) of one run in a forked
    child of its own process group, the check counted as one; a large
    number failing when it crashed or ran out of time."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            os.setpgid(0, 0)
            for limit_kind, value in LIMITS:
                try:
                    resource.setrlimit(limit_kind, (value, value))
                except (ValueError, OSError):
                    pass
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            sys.path.insert(0, os.getcwd())
            ran, bad = 0, 0
            if tests:
                suite = unittest.defaultTestLoader.loadTestsFromNames(
                    [t[:-3].replace("/", ".") if t.endswith(".py") else t for t in tests])
                result = unittest.TextTestRunner(stream=io.StringIO(), verbosity=0).run(suite)
                ran = result.testsRun
                bad = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
            if check:
                ran += 1
                bad += 0 if run_program(check) else 1
            os.write(write, f"{ran} {bad}".encode())
        finally:
            os._exit(0)
    os.close(write)
    try:
        os.setpgid(pid, pid)
    except OSError:
        pass
    deadline = time.monotonic() + limit
    said = b""
    while True:
        left = deadline - time.monotonic()
        ready, _, _ = select.select([read], [], [], max(left, 0))
        if not ready:
            break
        chunk = os.read(read, 64)
        if not chunk:
            break
        said += chunk
    os.close(read)
    # The child and whatever it started, gone either way.
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass
    os.waitpid(pid, 0)
    try:
        ran, bad = (int(x) for x in said.split())
    except ValueError:
        return 0, 10**6
    return ran, bad if ran else 10**6


def functions(tree):
    """Every function of a module with the functions it calls by name."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            calls = {c.func.id if isinstance(c.func, ast.Name) else c.func.attr
                     for c in ast.walk(node) if isinstance(c, ast.Call)
                     and isinstance(c.func, (ast.Name, ast.Attribute))}
            found.append((node, calls))
    return found


def local_names(function):
    names = [a.arg for a in function.args.args + function.args.kwonlyargs if a.arg not in ("self", "cls")]
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id not in names:
            names.append(node.id)
    return names


def module_constants(tree):
    """The names in capitals the module defines or imports at its top:
    `SINK_CUTOUT`, `HOB_CUTOUT` (from rates import ...)."""
    found = []
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            found += [alias.asname or alias.name for alias in node.names]
        elif isinstance(node, ast.Assign):
            found += [target.id for target in node.targets if isinstance(target, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found.append(node.target.id)
    return [name for name in found if name.isupper() and any(c.isalpha() for c in name)]


def said_twice(row, new_row):
    """A change that only leaves `- 0` or `* 1` behind: dropping the term
    is the same change, said plainly, and is tried on its own."""
    return any(t in new_row and t not in row for t in (" - 0)", " + 0)", " * 1)", " / 1)")) or any(
        new_row.rstrip().endswith(t) and not row.rstrip().endswith(t) for t in (" - 0", " + 0", " * 1", " / 1"))


def condition(row):
    """The condition an `if` or `elif` row tests, spaces aside."""
    code = row.strip()
    for start in ("if ", "elif "):
        if code.startswith(start) and code.endswith(":"):
            return "".join(code[len(start):-1].split())
    return None


def tests_again(new_row, conditions):
    """A change that makes a row test what another row of the module
    tests: `if went_ahead:` made `if data_recovery:` under the block that
    already charges for data recovery."""
    tested = condition(new_row)
    return tested is not None and tested in conditions


def moved_after_loop(lines, loop, statement):
    """The rows of `loop` with `statement` taken out of its body and run
    once after it: a charge added per item that is owed once. None when it
    is not a one-line statement of the body that leaves the body empty or
    reads the loop's own variable."""
    if statement.lineno != statement.end_lineno or len(loop.body) < 2 or loop.orelse:
        return None
    targets = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
    if any(isinstance(n, ast.Name) and n.id in targets for n in ast.walk(statement)):
        return None
    rows = lines[loop.lineno - 1:loop.end_lineno]
    row = lines[statement.lineno - 1]
    head = lines[loop.lineno - 1]
    indent = head[:len(head) - len(head.lstrip())]
    at = statement.lineno - loop.lineno
    moved = rows[:at] + rows[at + 1:] + [indent + row.strip()]
    return "\n".join(moved)


def padded(text):
    """An f-string with its fields that have no format padded to two digits
    ("9:5" where "09:05" is meant) or given two decimals: each such field
    alone, then all of them."""
    bare = [at for at, part in enumerate(text.values)
            if isinstance(part, ast.FormattedValue) and part.format_spec is None and part.conversion == -1]
    variants = []
    for spec in ("02d", ".2f"):
        for chosen in [[at] for at in bare] + ([bare] if len(bare) > 1 else []):
            new = copy.deepcopy(text)
            for at in chosen:
                new.values[at].format_spec = ast.JoinedStr([ast.Constant(spec)])
            variants.append(new)
    return variants


def counts(node):
    """What the function `node` counts with: `len(x)` of a name it takes the `len` of or
    loops over, and a name it multiplies by (`coats * PER_COAT`); never a
    flag."""
    found = []
    for inner in ast.walk(node):
        if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id == "len" \
                and len(inner.args) == 1 and isinstance(inner.args[0], ast.Name):
            found.append(f"len({inner.args[0].id})")
        elif isinstance(inner, (ast.For, ast.comprehension)) and isinstance(inner.iter, ast.Name):
            found.append(f"len({inner.iter.id})")
        elif isinstance(inner, ast.BinOp) and isinstance(inner.op, ast.Mult):
            found += [side.id for side in (inner.left, inner.right) if isinstance(side, ast.Name) and not side.id.isupper()]
    return list(dict.fromkeys(found))


def parameters(function):
    """The names `function` takes, `self` and flags with a default of
    `True` or `False` aside."""
    args = function.args
    flagged = {a.arg for a, d in zip(args.args[len(args.args) - len(args.defaults):], args.defaults)
               if isinstance(d, ast.Constant) and isinstance(d.value, bool)}
    flagged |= {a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults)
                if isinstance(d, ast.Constant) and isinstance(d.value, bool)}
    return [a.arg for a in args.args + args.kwonlyargs if a.arg not in ("self", "cls") and a.arg not in flagged]


def worked_out(function):
    """The names `function` sets to a sum, difference or product, or to a
    count: what it may charge an amount for each of (`over = weight -
    LIMIT`, the kilos past a parcel band's limit)."""
    found = []
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            counted = isinstance(value, ast.BinOp) and isinstance(value.op, (ast.Add, ast.Sub, ast.Mult)) or (
                isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in ("len", "sum"))
            if counted and not node.targets[0].id.isupper():
                found.append(node.targets[0].id)
    return found


def taken_per(name, parent):
    """Whether the constant `name` is already taken for a count, compared,
    looked into or called: a product, a quotient, a comparison, a
    subscript, a call's function."""
    if not parent:
        return False
    parent = parent[0]
    if isinstance(parent, ast.BinOp):
        return isinstance(parent.op, (ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow))
    if isinstance(parent, ast.Subscript):
        return parent.value is name
    if isinstance(parent, ast.Call):
        return parent.func is name
    if isinstance(parent, ast.AugAssign):
        return not isinstance(parent.op, (ast.Add, ast.Sub))
    return isinstance(parent, (ast.Compare, ast.Attribute))


def alone(row, target):
    """Whether `row` holds only the statement that sets `target`: not
    `if trade: total -= DISCOUNT`, whose condition a rewrite would drop,
    nor one with a comment after it."""
    return row.strip().startswith(target) and "#" not in row


def share_like(node):
    """Whether `node` may be a share: a name, an attribute, or a number
    between 0 and 1."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, float) and 0 < node.value < 1
    return isinstance(node, (ast.Name, ast.Attribute))


def line_changes(source, tree, focus):
    """Candidate changes, each (rank, first line, last line, new rows), for
    the expressions of one module: the focused functions and what they call
    first, then the other functions, then module-level constants. Every
    change keeps the number of lines."""
    lines = source.split("\n")
    found = functions(tree)
    wanted = set(focus)
    for node, calls in found:
        if node.name in focus:
            wanted |= calls
    changes = []
    constants = module_constants(tree)
    keys = sorted({key.value for d in ast.walk(tree) if isinstance(d, ast.Dict) for key in d.keys
                   if isinstance(key, ast.Constant) and isinstance(key.value, str) and key.value.isidentifier()})[:MAX_KEYS]

    conditions = {condition(row) for row in lines} - {None}

    def add(node, rank, names, depth, limits=None, per=()):
        for child in ast.walk(node):
            if not isinstance(child, ast.expr) or not hasattr(child, "lineno"):
                continue
            if child.lineno != child.end_lineno:
                continue
            if isinstance(child, ast.JoinedStr) and not any(isinstance(p, ast.JoinedStr) for p in parents.get(child, [])):
                row = lines[child.lineno - 1]
                raw = row.encode()
                for new in padded(child):
                    new_row = (raw[:child.col_offset] + unparse(new).encode() + raw[child.end_col_offset:]).decode()
                    if new_row != row:
                        changes.append((rank + 40 + depth, child.lineno, child.lineno, new_row))
                continue
            if any(isinstance(p, ast.JoinedStr) for p in parents.get(child, [])):
                continue
            row = lines[child.lineno - 1]
            raw = row.encode()
            # A condition the wrong way round: `if went_ahead:` where the
            # fee is for those who do not go ahead.
            tested = any(isinstance(p, (ast.If, ast.IfExp, ast.While)) and p.test is child
                         for p in parents.get(child, [])[:1])
            if tested and isinstance(child, (ast.Name, ast.Attribute, ast.Call)):
                new_row = (raw[:child.col_offset] + f"not {unparse(child)}".encode() + raw[child.end_col_offset:]).decode()
                changes.append((rank + 20 + depth, child.lineno, child.lineno, new_row))
            # Words of the line and the two before, a `def` line's left out:
            # its parameters name what the whole body is about (the fitter's
            # `underlay=False` beside both of `fitting_cost`'s rates).
            above = [line for line in lines[max(0, child.lineno - 3):child.lineno - 1]
                     if not line.lstrip().startswith(("def ", "async def "))]
            nearby = frozenset(re.findall(r"[a-z0-9]+", "\n".join(above + [row]).lower()))
            # An amount per person added once: a dinghy's `lifejackets =
            # LIFEJACKET_FEE`, £3 for each of the people on board; a
            # nightclub's `total -= GROUP_DEAL_OFF`, £1 off for each.
            if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Load) and child.id in constants \
                    and not taken_per(child, parents.get(child, [])[:1]):
                for count in per:
                    new_row = (raw[:child.col_offset] + f"{child.id} * {count}".encode() + raw[child.end_col_offset:]).decode()
                    changes.append((rank + 40 + depth, child.lineno, child.lineno, new_row))
            for kind, new in expression_changes(child, names, keys, constants, nearby, limits):
                text = unparse(new)
                if isinstance(new, ast.BinOp) and not isinstance(child, ast.BinOp):
                    text = f"({text})"
                new_row = (raw[:child.col_offset] + text.encode() + raw[child.end_col_offset:]).decode()
                if new_row != row and not said_twice(row, new_row) and not tests_again(new_row, conditions):
                    changes.append((rank + kind * 10 + depth, child.lineno, child.lineno, new_row))
        for statement in ast.walk(node):
            if isinstance(statement, (ast.Assign, ast.AugAssign)) and statement.lineno == statement.end_lineno:
                row = lines[statement.lineno - 1]
                indent = row[:len(row) - len(row.lstrip())]
                changes.append((rank + 70 + depth, statement.lineno, statement.lineno, indent + "pass"))
            # A share taken off as an amount, in place: `total -= DISCOUNT`
            # where `total *= 1 - DISCOUNT` is meant (a brewery's 5% trade
            # discount had taken 5p off).
            if isinstance(statement, ast.AugAssign) and isinstance(statement.op, (ast.Sub, ast.Add)) \
                    and isinstance(statement.target, ast.Name) and statement.lineno == statement.end_lineno \
                    and share_like(statement.value) and alone(lines[statement.lineno - 1], statement.target.id):
                row = lines[statement.lineno - 1]
                indent = row[:len(row) - len(row.lstrip())]
                sign = "-" if isinstance(statement.op, ast.Sub) else "+"
                share = unparse(statement.value)
                share = share if isinstance(statement.value, (ast.Name, ast.Attribute, ast.Constant)) else f"({share})"
                for factor in (f"1 {sign} {share}", f"1 {sign} {share} / 100"):
                    changes.append((rank + 20 + depth, statement.lineno, statement.lineno,
                                    f"{indent}{statement.target.id} *= {factor}"))
            if isinstance(statement, ast.Return) and isinstance(statement.value, ast.BinOp) \
                    and statement.lineno == statement.end_lineno:
                row = lines[statement.lineno - 1]
                value = statement.value
                raw = row.encode()
                text = f"round({unparse(value)}, 2)"
                new_row = (raw[:value.col_offset] + text.encode() + raw[value.end_col_offset:]).decode()
                changes.append((rank + 50 + depth, statement.lineno, statement.lineno, new_row))
            if isinstance(statement, (ast.For, ast.AsyncFor)):
                for part in statement.body:
                    if isinstance(part, (ast.AugAssign, ast.Assign, ast.Expr)):
                        moved = moved_after_loop(lines, statement, part)
                        if moved is not None:
                            changes.append((rank + 40 + depth, statement.lineno, statement.end_lineno, moved))

    parents = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents.setdefault(child, []).append(node)
            parents[child] += parents.get(node, [])

    for node, _ in found:
        depth = 0 if node.name in focus else 1 if node.name in wanted else 3
        limits = thresholds(node, constants)
        counted = counts(node)
        per = list(dict.fromkeys(counted + parameters(node) + worked_out(node)))
        for part in node.body:
            add(part, 0, local_names(node), depth, limits, per)
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            add(node.value, 0, [], 2)
    return changes


def write_rows(path, first, last, new):
    with open(path, encoding="utf-8") as f:
        rows = f.read().split("\n")
    rows[first - 1:last] = new.split("\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(rows))


def search(files, tests, check, focus, ran, failing, limit, budget):
    """The change that leaves the fewest tests failing (stopping at one
    that leaves none), fewer than `failing` and with as many run; and how
    many changes were tried."""
    changes, sources = [], {}
    for order, path in enumerate(files):
        try:
            with open(path, encoding="utf-8", newline="") as f:
                source = f.read()
            tree = ast.parse(source)
        except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
            continue
        if "\r" in source or source.startswith("\ufeff"):
            continue
        sources[path] = source
        for rank, first, last, new in line_changes(source, tree, focus):
            changes.append((rank, order, first, last, path, new))
    changes.sort(key=lambda c: (c[0], c[1], c[2]))
    seen, tried, best, passing, first_passed = set(), 0, None, [], 0
    for _, _, first, last, path, new in changes:
        if passing and (len(passing) >= MAX_ALTERNATIVES or tried - first_passed >= MORE_TRIES):
            break
        if (path, first, last, new) in seen or time.monotonic() > budget:
            continue
        seen.add((path, first, last, new))
        original = sources[path]
        rows = original.split("\n")
        rows[first - 1:last] = new.split("\n")
        try:
            ast.parse("\n".join(rows))
        except SyntaxError:
            continue
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(rows))
        try:
            tried += 1
            now_ran, now_failing = run_tests(tests, limit, check)
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)
        if now_ran != ran or now_failing >= failing:
            continue
        change = {"path": path, "first": first, "last": last, "new": new, "failing": now_failing}
        # A change after which a function never reads a name it sets
        # throws work away: an accordion repairer's `half_hours` (labour in
        # half-hour steps, rounded up) gave the reported bill once `hours`
        # stood in its place. Such a change is no fix.
        if leaves_unused(change, sources):
            continue
        if best is None or now_failing < best["failing"]:
            best = change
        if now_failing == 0:
            passing.append(change)
            first_passed = first_passed or tried
    # A statement left out is the last resort: it kept the collection slip
    # as it was (what least_collateral counts), where turning the fee's
    # condition round was the fix.
    changed = [change for change in passing if change["new"].strip() != "pass"]
    if changed and len(changed) < len(passing):
        passing = changed
        best = passing[0]
    # The case reported sits on a limit the request states: a pickup at 6
    # with night rates until 6. Moving that limit is the fix; turning
    # `if is_night(hour):` round printed the right fare too, and changed
    # the confirmation less, as it still said "night rate".
    boundary = [change for change in passing if on_stated_limit(change, sources)]
    if boundary and len(boundary) < len(passing):
        passing = boundary
        best = passing[0]
    if len(passing) > 1:
        best = least_collateral(passing, sources, files, limit)
    return best, tried


def unused_names(source):
    """(function, name) for each name a function sets and never reads."""
    found = set()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return found
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        set_names, read = set(), set()
        for node in ast.walk(function):
            if isinstance(node, ast.Name):
                (set_names if isinstance(node.ctx, ast.Store) else read).add(node.id)
        found |= {(function.name, name) for name in set_names - read if not name.startswith("_")}
    return found


def leaves_unused(change, sources):
    """Whether after `change` a function sets a name it no longer reads."""
    original = sources[change["path"]]
    rows = original.split("\n")
    rows[change["first"] - 1:change["last"]] = change["new"].split("\n")
    return bool(unused_names("\n".join(rows)) - unused_names(original))


# `<=` and `<` alike, `>=` and `>` alike: a limit made to count or not.
INCLUSIVE = re.compile(r"([<>])=")


def on_stated_limit(change, sources):
    """Whether `change` only makes a limit count or not (`<=` to `<`) in a line
    that compares with a value the request states: a number, or a constant
    of the code files set to one."""
    rows = sources[change["path"]].split("\n")
    old = "\n".join(rows[change["first"] - 1:change["last"]])
    new = change["new"]
    if old == new or INCLUSIVE.sub(r"\1", old) != INCLUSIVE.sub(r"\1", new):
        return False
    constants = {}
    for node in (node for source in sources.values() for node in ast.walk(ast.parse(source))):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, ast.Constant) and type(node.value.value) in (int, float):
            constants[node.targets[0].id] = node.value.value
    values = [float(n) for n in re.findall(r"(?<![\w.])\d+(?:\.\d+)?", old)]
    values += [constants[name] for name in re.findall(r"[A-Za-z_]\w*", old) if name in constants]
    return any(abs(value - stated) < 1e-9 for value in values for stated in STATED_NUMBERS)


def main_outputs(files, limit):
    """What each code file that runs as a program prints, as it is now."""
    outputs = {}
    for path in files:
        try:
            with open(path, encoding="utf-8") as f:
                if "__main__" not in f.read():
                    continue
            done = subprocess.run([sys.executable, path], capture_output=True, timeout=limit,
                                  stdin=subprocess.DEVNULL, preexec_fn=limited)
            outputs[path] = (done.returncode, done.stdout[:MAX_OUTPUT])
        except (OSError, subprocess.TimeoutExpired, UnicodeDecodeError):
            outputs[path] = None
    return outputs


def least_collateral(passing, sources, files, limit):
    """Of changes that all pass, the one after which the code files that
    run as programs print the fewest lines other than before: of
    `prices["saturday"]` made `"sunday"` on a Saturday or on a Sunday,
    both gave a reported weekly bill, and only the Sunday's left the
    Saturday's price alone. The first in rank order on a tie."""
    before = main_outputs(files, limit)
    if not before:
        return passing[0]
    scored = []
    for order, change in enumerate(passing):
        path, original = change["path"], sources[change["path"]]
        rows = original.split("\n")
        rows[change["first"] - 1:change["last"]] = change["new"].split("\n")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(rows))
        try:
            after = main_outputs(files, limit)
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)
        scored.append((sum(differing(out, after.get(p)) for p, out in before.items()), order, change))
    return min(scored, key=lambda s: s[:2])[2]


def differing(before, after):
    """Lines of one program's output that differ (a failed run: all)."""
    if before == after:
        return 0
    if before is None or after is None or before[0] != after[0]:
        return MAX_OUTPUT
    was, now = before[1].split(b"\n"), after[1].split(b"\n")
    return sum(a != b for a, b in zip(was, now)) + abs(len(was) - len(now))


def limited():
    """The limits of a program run of the search (`LIMITS`)."""
    for limit_kind, value in LIMITS:
        try:
            resource.setrlimit(limit_kind, (value, value))
        except (ValueError, OSError):
            pass


def changed_rows(originals, ranges):
    """The changes made, each as the rows of its file before and after:
    ranges of one file that overlap or touch are one change. Every change
    keeps the number of lines, so a range is the same rows before and
    after."""
    changes = []
    for path in dict.fromkeys(path for path, _, _ in ranges):
        spans = sorted((first, last) for p, first, last in ranges if p == path)
        merged = []
        for first, last in spans:
            if merged and first <= merged[-1][1] + 1:
                merged[-1][1] = max(merged[-1][1], last)
            else:
                merged.append([first, last])
        was = originals[path].split("\n")
        with open(path, encoding="utf-8") as f:
            now = f.read().split("\n")
        for first, last in merged:
            old, new = "\n".join(was[first - 1:last]), "\n".join(now[first - 1:last])
            if old != new:
                changes.append({"path": path, "line": first, "old": old, "new": new})
    return changes


def stop(signum, frame):
    raise SystemExit(1)


def main():
    if sys.version_info < (3, 9):
        print(json.dumps({"skipped": "ast.unparse needs Python 3.9"}))
        return
    # Stopped (cancelled, timed out), the scratch copy still goes.
    signal.signal(signal.SIGTERM, stop)
    plan = json.loads(sys.argv[1])
    tests, files = plan["tests"], plan["files"]
    budget = time.monotonic() + float(plan.get("seconds", 12))
    scratch = tempfile.mkdtemp(prefix="nub-try-")
    try:
        repo = os.path.join(scratch, "repo")
        try:
            copied = copy_tree(os.getcwd(), repo)
        except OSError as error:
            print(json.dumps({"skipped": f"the working directory could not be copied: {error.strerror}"}))
            return
        if not copied:
            print(json.dumps({"skipped": "the working directory is too large to copy"}))
            return
        os.chdir(repo)
        os.environ["HOME"] = scratch
        os.environ["TMPDIR"] = scratch
        if plan.get("repair"):
            print(json.dumps(repair(plan)))
            return
        check = plan.get("check")
        start = time.monotonic()
        ran, failing = run_tests(tests, 10, check)
        limit = max(1.0, (time.monotonic() - start) * 5)
        if not ran or not failing or failing >= 10**6:
            print(json.dumps({"skipped": "the tests did not fail in a copy", "ran": ran}))
            return
        originals = {}
        for path in files:
            try:
                with open(path, encoding="utf-8", newline="") as f:
                    originals[path] = f.read()
            except (OSError, UnicodeDecodeError):
                pass
        global STATED_NUMBERS
        STATED_NUMBERS = tuple(plan.get("stated") or ())
        if plan.get("numbers") is not None:
            global ALLOWED_NUMBERS
            found = re.findall(r"\d+(?:\.\d+)?", "\n".join(originals.values()))
            ALLOWED_NUMBERS = set(plan["numbers"]) | {float(n) for n in found}
        before, ranges, tried = failing, [], 0
        for _ in range(MAX_CHANGES):
            best, count = search(files, tests, check, plan.get("focus", []), ran, failing, limit, budget)
            tried += count
            if best is None:
                break
            write_rows(best["path"], best["first"], best["last"], best["new"])
            ranges.append((best["path"], best["first"], best["last"]))
            failing = best["failing"]
            if failing == 0:
                break
        print(json.dumps({"ran": ran, "failing_before": before, "failing": failing, "tried": tried,
                          "changes": changed_rows(originals, ranges)}))
    finally:
        os.chdir("/")
        shutil.rmtree(scratch, ignore_errors=True)
