# The candidate changes of one module's lines for nub's fix search
# (`try_fixes.py`, which this file follows in the one script nub runs, with
# `fix_kinds.py` after it): each expression's kinds of change, and the
# changes of whole statements (an amount per head, a share taken off in
# place, a statement left out, a sum rounded, a statement moved out of its
# loop), ranked by how often such a change was the fix.

# Dict keys of a module tried in place of one another, at most.
MAX_KEYS = 24


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
