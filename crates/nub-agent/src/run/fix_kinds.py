# The kinds of change nub's fix search tries on one expression
# (`try_fixes.py` and `fix_lines.py`, which this file follows in the one
# script nub runs), and the ranks that order them: how often such a change
# was the fix.

ARITHMETIC = [ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod]
ORDER = {ast.Lt: [ast.LtE, ast.Gt, ast.GtE], ast.LtE: [ast.Lt, ast.GtE, ast.Gt],
         ast.Gt: [ast.GtE, ast.Lt, ast.LtE], ast.GtE: [ast.Gt, ast.LtE, ast.Lt],
         ast.Eq: [ast.NotEq], ast.NotEq: [ast.Eq], ast.In: [ast.NotIn], ast.NotIn: [ast.In],
         ast.Is: [ast.IsNot], ast.IsNot: [ast.Is]}
SWAPPED_CALLS = {"min": "max", "max": "min", "floor": "ceil", "ceil": "floor", "any": "all", "all": "any"}


def neutral(node):
    """`x * 1`, `x + 0` and the like: the operand left alone, said twice."""
    right = node.right
    if not isinstance(right, ast.Constant) or type(right.value) not in (int, float):
        return False
    if isinstance(node.op, (ast.Mult, ast.Div, ast.FloorDiv)):
        return right.value == 1
    return isinstance(node.op, (ast.Add, ast.Sub)) and right.value == 0


def unparse(node):
    return ast.unparse(node)


# The numbers a constant may become (`numbers` of the plan, and those of
# the code files), or None for any.
ALLOWED_NUMBERS = None
# The numbers the request states: a constant of one of these values keeps
# it, unless it becomes another the request states.
STATED_NUMBERS = ()


def thresholds(function, constants):
    """For each name of `function` compared with a constant in capitals
    (`if miles <= FREE_MILES:`), those constants."""
    found = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            left, right = node.left, node.comparators[0]
            for name, limit in ((left, right), (right, left)):
                if isinstance(name, ast.Name) and isinstance(limit, ast.Name) and limit.id in constants:
                    found.setdefault(name.id, []).append(limit.id)
    return found


def priced_count(node, constants):
    """Whether the product `node` is a constant times a name in lower case:
    an amount times a count."""
    sides = (node.left, node.right)
    return any(isinstance(side, ast.Name) and side.id in constants for side in sides) and any(
        isinstance(side, ast.Name) and side.id.islower() for side in sides)


def expression_changes(node, names, keys=(), constants=(), nearby=frozenset(), limits=None):
    """(kind, new expression) for one expression node; kinds rank how
    often such a change is the fix. `keys`: the module's dict keys;
    `constants`: the names in capitals it defines or imports; `nearby`:
    the lowercase words of its line and the two before; `limits`: the
    function's `thresholds`."""
    out = []
    # An allowance left out of what is charged past it: `miles * PER_MILE`
    # after `if miles <= FREE_MILES: return 0`, where the miles past the
    # free ones are meant. Tried first: the name is compared with the
    # constant in the same function.
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        for side in ("left", "right"):
            operand = getattr(node, side)
            if isinstance(operand, ast.Name):
                for limit in (limits or {}).get(operand.id, []):
                    new = copy.deepcopy(node)
                    setattr(new, side, ast.BinOp(operand, ast.Sub(), ast.Name(limit, ast.Load())))
                    out.append((0, new))
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        for other in ORDER.get(type(node.ops[0]), []):
            new = copy.deepcopy(node)
            new.ops = [other()]
            # A comparison turned round is tried late: with one amount to
            # judge by, `>=` made `<=` gave a dry cleaner's bulk discount to
            # every small order.
            turned = {type(node.ops[0]), other} <= {ast.Lt, ast.LtE, ast.Gt, ast.GtE} and (
                type(node.ops[0]) in (ast.Lt, ast.LtE)) != (other in (ast.Lt, ast.LtE))
            out.append((5 if turned else 0, new))
    if isinstance(node, ast.BinOp):
        for other in ARITHMETIC:
            # Floor division and remainder only for another division: made
            # of `*`, `miles // 1.5` printed a reported right amount by
            # chance, where `extra` for `miles` was the fault.
            whole = {ast.Div, ast.FloorDiv, ast.Mod}
            if other in (ast.FloorDiv, ast.Mod) and type(node.op) not in whole:
                continue
            if other is not type(node.op) and type(node.op) in ARITHMETIC:
                new = copy.deepcopy(node)
                new.op = other()
                # An amount times a count made the count added or taken
                # off is tried late: a llama trek's `PICNIC_PER_PERSON *
                # people` as `- people` printed a reported right amount by
                # chance, where a child charged the adult price was the fault.
                late = isinstance(node.op, ast.Mult) and other in (ast.Add, ast.Sub) and priced_count(node, constants)
                if not neutral(new):
                    out.append((5 if late else 1, new))
        # Brackets moved: (a op b) op c <-> a op (b op c).
        if isinstance(node.left, ast.BinOp):
            inner = node.left
            out.append((2, ast.BinOp(inner.left, inner.op, ast.BinOp(inner.right, node.op, node.right))))
        if isinstance(node.right, ast.BinOp):
            inner = node.right
            out.append((2, ast.BinOp(ast.BinOp(node.left, node.op, inner.left), inner.op, inner.right)))
        # A share used where the rest is meant: x * rate -> x * (1 - rate).
        if isinstance(node.op, (ast.Mult, ast.Div)):
            for side in ("right", "left"):
                operand = getattr(node, side)
                if isinstance(operand, (ast.Name, ast.Attribute, ast.Constant)) and not (
                        isinstance(operand, ast.Constant) and not isinstance(operand.value, float)):
                    new = copy.deepcopy(node)
                    setattr(new, side, ast.BinOp(ast.Constant(1), ast.Sub(), operand))
                    out.append((2, new))
        # A share taken off (or added) as if it were an amount: x - rate ->
        # x * (1 - rate).
        if isinstance(node.op, (ast.Sub, ast.Add)) and (isinstance(node.right, (ast.Name, ast.Attribute)) or (
                isinstance(node.right, ast.Constant) and isinstance(node.right.value, float)
                and 0 < node.right.value < 1)):
            share = ast.BinOp(ast.Constant(1), type(node.op)(), node.right)
            out.append((2, ast.BinOp(node.left, ast.Mult(), share)))
            # ... and a percentage: x - percent -> x * (1 - percent / 100).
            hundredth = ast.BinOp(node.right, ast.Div(), ast.Constant(100))
            out.append((2, ast.BinOp(node.left, ast.Mult(), ast.BinOp(ast.Constant(1), type(node.op)(), hundredth))))
        # A count off by one: every day after the first charged at the
        # extra-day rate, `extra * days` where `extra * (days - 1)` is meant.
        if isinstance(node.op, ast.Mult):
            for side in ("right", "left"):
                operand = getattr(node, side)
                if isinstance(operand, ast.Name) and operand.id in names:
                    for op in (ast.Sub(), ast.Add()):
                        new = copy.deepcopy(node)
                        setattr(new, side, ast.BinOp(operand, op, ast.Constant(1)))
                        out.append((4, new))
        # A difference that may not go below nothing: two free toppings
        # taken off one topping charged -0.75.
        if isinstance(node.op, ast.Sub):
            out.append((3, ast.Call(ast.Name("max", ast.Load()), [ast.Constant(0), node], [])))
        # A factor left out: a product that is per item, times the items.
        if isinstance(node.op, ast.Mult):
            used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
            for name in names:
                if name not in used:
                    out.append((4, ast.BinOp(node, ast.Mult(), ast.Name(name, ast.Load()))))
        # A count of halves (or quarters) charged at a whole's rate: an
        # accordion repairer's `half_hours * HOURLY_RATE`.
        if isinstance(node.op, ast.Mult):
            for side in ("left", "right"):
                operand = getattr(node, side)
                parts = {"half": 2, "halves": 2, "quarter": 4, "quarters": 4}
                words = operand.id.lower().split("_") if isinstance(operand, ast.Name) else []
                for word in words:
                    if word in parts:
                        new = copy.deepcopy(node)
                        setattr(new, side, ast.BinOp(operand, ast.Div(), ast.Constant(parts[word])))
                        out.append((2, new))
                        break
        # A diameter squared where the radius is meant.
        if isinstance(node.op, ast.Pow) and isinstance(node.left, (ast.Name, ast.Attribute)):
            half = ast.BinOp(node.left, ast.Div(), ast.Constant(2))
            out.append((4, ast.BinOp(half, ast.Pow(), node.right)))
        # Division rounded up where it was rounded down.
        if isinstance(node.op, ast.FloorDiv):
            out.append((2, ast.UnaryOp(ast.USub(), ast.BinOp(ast.UnaryOp(ast.USub(), node.left), node.op, node.right))))
        # A term too many.
        if isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
            out.append((5, node.left))
            out.append((6, node.right))
    if isinstance(node, ast.BoolOp):
        new = copy.deepcopy(node)
        new.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        out.append((1, new))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        out.append((1, node.operand))
    if isinstance(node, ast.Constant) and type(node.value) in (int, float) and not isinstance(node.value, bool):
        value = node.value
        options = [value + 1, value - 1, value * 10, value * 100, value * 1000]
        if value:
            options += [value / 10, value / 100, value / 1000]
        if isinstance(value, float) and 0 < value < 1:
            options.append(round(1 - value, 10))
        if isinstance(value, int):
            options = [int(o) if float(o).is_integer() else o for o in options]
        seen = {value}
        if ALLOWED_NUMBERS is not None:
            options = [o for o in options if any(abs(o - n) < 1e-9 for n in ALLOWED_NUMBERS)]
        if any(abs(value - n) < 1e-9 for n in STATED_NUMBERS):
            options = [o for o in options if any(abs(o - n) < 1e-9 for n in STATED_NUMBERS)]
        for option in options:
            if option not in seen and (option >= 0 or value < 0):
                seen.add(option)
                out.append((3, ast.Constant(option)))
    if isinstance(node, ast.Constant) and isinstance(node.value, bool):
        out.append((3, ast.Constant(not node.value)))
    if isinstance(node, ast.Call):
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if name in SWAPPED_CALLS:
            new = copy.deepcopy(node)
            if isinstance(new.func, ast.Name):
                new.func.id = SWAPPED_CALLS[name]
            else:
                new.func.attr = SWAPPED_CALLS[name]
            out.append((1, new))
        if name == "range" and node.args:
            new = copy.deepcopy(node)
            new.args[-1] = ast.BinOp(new.args[-1], ast.Add(), ast.Constant(1))
            out.append((2, new))
        if name in ("round", "int", "abs") and node.args:
            out.append((5, node.args[0]))
        # Rounded to the nearest where any part counts as a whole one:
        # widths of fabric, never part of one.
        if name in ("round", "int") and len(node.args) == 1 and not node.keywords:
            ceil = ast.Attribute(ast.Name("math", ast.Load()), "ceil", ast.Load())
            out.append((2, ast.Call(ceil, [node.args[0]], [])))
        # The entries of a dict of counts counted where their sum is meant.
        if name == "len" and len(node.args) == 1 and not node.keywords:
            counted = node.args[0]
            values = ast.Call(ast.Attribute(counted, "values", ast.Load()), [], [])
            out.append((1, ast.Call(ast.Name("sum", ast.Load()), [values], [])))
            out.append((1, ast.Call(ast.Name("sum", ast.Load()), [counted], [])))
        # A string argument that narrows a call too far: `split(" ")` where
        # any run of spaces separates.
        if name in ("split", "strip", "lstrip", "rstrip") and isinstance(node.func, ast.Attribute) \
                and len(node.args) == 1 and isinstance(node.args[0], ast.Constant) and not node.keywords:
            out.append((2, ast.Call(node.func, [], [])))
    # One key of the module's dicts where another is meant: `.get("saturday")`
    # for a Sunday.
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in keys:
        for other in keys:
            if other != node.value:
                out.append((4, ast.Constant(other)))
    # A set (or list, tuple) of the module's keys that leaves one out: a
    # diner's HOT_DRINKS of tea alone, coffee's breakfast deal never given.
    if isinstance(node, (ast.Set, ast.List, ast.Tuple)) and node.elts and all(
            isinstance(item, ast.Constant) and isinstance(item.value, str) and item.value in keys
            for item in node.elts):
        held = {item.value for item in node.elts}
        for key in keys:
            if key not in held:
                new = copy.deepcopy(node)
                new.elts.append(ast.Constant(key))
                out.append((0, new))
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        out.append((5, node.value))
    # One constant where its sibling is meant: the hob's cut-out charged
    # at `SINK_CUTOUT`. Siblings share a word of their names.
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in constants:
        words = set(node.id.split("_"))
        for other in constants:
            if other != node.id and words & set(other.split("_")):
                # Tried first where the line says what it is for: under
                # `if hob:`, HOB_CUTOUT.
                own = {word.lower() for word in set(other.split("_")) - words}
                said = any(word == near or (len(word) >= 4 and near.startswith(word)) for word in own for near in nearby)
                out.append((3 if said else 4, ast.Name(other, ast.Load())))
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in names:
        for other in names:
            if other != node.id:
                out.append((4, ast.Name(other, ast.Load())))
    return out
