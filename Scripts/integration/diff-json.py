"""The Python half of Scripts/integration/diff-json, which sets up its environment and arguments; run it through that script."""
import argparse, glob, json, os, random, subprocess, sys, tempfile

tool = sys.argv[1]
parser = argparse.ArgumentParser(prog="diff-json")
parser.add_argument("--count", type=int, default=20000)
parser.add_argument("--seed", type=int, default=8)
arguments = parser.parse_args(sys.argv[2:])
rng = random.Random(arguments.seed)

# MARK: Python's reading, as close to RFC 8259 as its options allow

class Rejected(Exception):
    pass

def pairs(items):
    keys = [k for k, _ in items]
    if len(keys) != len(set(keys)):
        raise Rejected("duplicate key")
    return ("object", items)

def no_constant(name):
    raise Rejected(f"{name} is not JSON")

def has_lone_surrogate(value):
    work = [value]
    while work:
        item = work.pop()
        if isinstance(item, str):
            if any(0xD800 <= ord(c) <= 0xDFFF for c in item):
                return True
        elif isinstance(item, list):
            work.extend(item)
        elif isinstance(item, tuple) and not isinstance(item, Number):
            for key, member in item[1]:
                work.extend((key, member))
    return False

class Number(tuple):
    """A JSON number exactly: (negative, significant digits, exponent), trailing zeros removed, so
    1.50, 15e-1 and 1.5 are equal; -0 keeps its sign. (Decimal would refuse exponents past 10**18.)"""

def number(text):
    negative = text.startswith("-")
    body = text.lstrip("-")
    mantissa, _, exponent = body.replace("E", "e").partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    power = int(exponent or "0") - len(fraction)
    stripped = digits.rstrip("0")
    power += len(digits) - len(stripped)
    return Number((negative, stripped, power if stripped else 0))

def python_read(data):
    """('ok', value) or ('error', why)."""
    try:
        text = data.decode("utf-8")
        value = json.loads(text, object_pairs_hook=pairs, parse_constant=no_constant,
                           parse_float=number, parse_int=number)
    except (Rejected, ValueError, UnicodeDecodeError, RecursionError) as error:
        return "error", f"{type(error).__name__}: {error}"
    if has_lone_surrogate(value):
        return "error", "escaped lone surrogate (RFC 8259 §8.2: we reject)"
    return "ok", value

def same(a, b):
    """Exact structural equality: types must match (True is not 1), numbers exactly with their
    sign, objects with the same members in the same order. Iterative, for deep documents."""
    work = [(a, b)]
    while work:
        x, y = work.pop()
        if isinstance(x, Number) or isinstance(y, Number):
            if type(x) is not type(y) or x != y:
                return False
        elif isinstance(x, tuple) and isinstance(y, tuple):
            if len(x[1]) != len(y[1]):
                return False
            for (kx, vx), (ky, vy) in zip(x[1], y[1]):
                if kx != ky:
                    return False
                work.append((vx, vy))
        elif isinstance(x, list) and isinstance(y, list):
            if len(x) != len(y):
                return False
            work.extend(zip(x, y))
        elif isinstance(x, (bool, str)) or x is None:
            if type(x) is not type(y) or x != y:
                return False
        else:
            return False
    return True

# MARK: Generated documents

NUMBERS = ["0", "-0", "1", "-1", "0.0", "-0.0", "1e0", "1E+2", "1e-7", "-1.5e+10", "0.1", "3.141592653589793238462643383279",
           "123456789012345678901234567890", "18446744073709551616", "-9223372036854775809", "9223372036854775807",
           "1e308", "1e309", "1e400", "-1e-400", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
           "100000000000000000000000000000000e-30", "0e1000", "1.000000000000000000001", "5e-1", "12.5E3"]
BAD_NUMBERS = ["01", "-01", "+1", ".5", "1.", "1.e3", "1e", "1e+", "--1", "0x10", "1_000", "NaN", "-NaN", "Infinity",
               "-Infinity", "1.5.2", "０", "1e٣", "- 1", "2.", "0.e1"]
ESCAPES = ['\\"', "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u0000", "\\u001f", "\\u00e9", "\\u20AC",
           "\\uD83D\\uDE00", "\\ud83d\\ude00", "\\u2028", "\\u2029", "\\uFFFF", "\\uFEFF", "\\u0041"]
BAD_ESCAPES = ["\\x41", "\\U0041", "\\u12", "\\u12G4", "\\a", "\\'", "\\ud800", "\\udc00", "\\ud800\\u0041",
               "\\", "\\uD83D"]
RAW = ["a", "é", "€", "😀", "\u2028", "\ufeff", "\uffff", "\U0010ffff", "中文", "ж", " ", "<script>", "'", "\u00a0",
       "\u200b", "\u0301"]
BAD_RAW = ["\x00", "\x01", "\x1f", "\n", "\t", "\r"]

def string(valid=True):
    parts = []
    for _ in range(rng.randint(0, 6)):
        kind = rng.random()
        if kind < 0.4:
            parts.append(rng.choice(RAW))
        elif kind < 0.8:
            parts.append(rng.choice(ESCAPES))
        elif valid or rng.random() < 0.5:
            parts.append("".join(rng.choice("abcxyz019 _-") for _ in range(rng.randint(1, 8))))
        else:
            parts.append(rng.choice(BAD_ESCAPES + BAD_RAW))
    return '"' + "".join(parts) + '"'

WHITESPACE = ["", " ", "\n", "\t", "\r\n", "  "]

def ws():
    return rng.choice(WHITESPACE) if rng.random() < 0.3 else ""

def value(depth, valid=True, duplicates=False):
    kind = rng.random()
    if depth <= 0 or kind < 0.45:
        leaf = rng.random()
        if leaf < 0.35:
            return rng.choice(NUMBERS)
        if leaf < 0.8:
            return string(valid)
        return rng.choice(["true", "false", "null"])
    if kind < 0.7:
        return "[" + ws() + ("," + ws()).join(value(depth - 1, valid, duplicates)
                                               for _ in range(rng.randint(0, 5))) + ws() + "]"
    members = []
    keys = []
    for _ in range(rng.randint(0, 5)):
        key = rng.choice(keys) if duplicates and keys and rng.random() < 0.3 else string(valid)
        keys.append(key)
        members.append(ws() + key + ws() + ":" + ws() + value(depth - 1, valid, duplicates))
    return "{" + ",".join(members) + ws() + "}"

def deep(depth):
    opener, closer = rng.choice([("[", "]"), ('{"a":', "}")])
    return opener * depth + rng.choice(NUMBERS) + closer * depth

MUTATIONS = ["truncate", "insert", "delete", "replace", "trailing-comma", "bad-number", "garbage", "bom",
             "invalid-utf8", "comment", "single-quotes", "missing-colon", "nothing"]

def mutate(text):
    data = text.encode("utf-8")
    how = rng.choice(MUTATIONS)
    if how == "truncate" and len(data) > 1:
        return data[:rng.randrange(1, len(data))], how
    if how == "insert":
        i = rng.randrange(len(data) + 1)
        return data[:i] + bytes([rng.choice(b'{}[]:,"\\ 0-+.eE\x00\x7f\x80\xff')]) + data[i:], how
    if how == "delete" and data:
        i = rng.randrange(len(data))
        return data[:i] + data[i + 1:], how
    if how == "replace" and data:
        i = rng.randrange(len(data))
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:], how
    if how == "trailing-comma":
        for closer in (b"]", b"}"):
            i = data.rfind(closer)
            if i > 0:
                return data[:i] + b"," + data[i:], how
    if how == "bad-number":
        return rng.choice(BAD_NUMBERS).encode(), how
    if how == "garbage":
        return data + rng.choice([b"x", b" 1", b"{}", b"\x00", b"]"]), how
    if how == "bom":
        return b"\xef\xbb\xbf" + data, how
    if how == "invalid-utf8":
        i = rng.randrange(len(data) + 1)
        return data[:i] + rng.choice([b"\xc0\xaf", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xe2\x82", b"\xff"]) + data[i:], how
    if how == "comment":
        return b"/* c */" + data, how
    if how == "single-quotes":
        return data.replace(b'"', b"'", 1), how
    if how == "missing-colon" and b":" in data:
        return data.replace(b":", b" ", 1), how
    return b"", "empty"

def documents():
    for n in range(arguments.count):
        family = n % 5
        if family == 0:
            yield "valid", value(rng.randint(0, 6)).encode("utf-8")
        elif family == 1:
            yield "tricky-leaf", (ws() + rng.choice([rng.choice(NUMBERS), string(), string(False)] +
                                                    [rng.choice(BAD_NUMBERS)]) + ws()).encode("utf-8")
        elif family == 2:
            yield "duplicates-or-bad-strings", value(rng.randint(1, 5), valid=rng.random() < 0.5,
                                                     duplicates=True).encode("utf-8")
        elif family == 3:
            data, how = mutate(value(rng.randint(1, 5)))
            yield "mutated:" + how, data
        else:
            yield "deep", deep(rng.choice([1, 10, 100, 300, 511, 512]) if rng.random() < 0.5 else rng.randint(1, 200)).encode()
    suite = os.path.join(os.path.dirname(os.getcwd()), "shared", "testdata", "json-parsing")
    for path in sorted(glob.glob(os.path.join(suite, "*.json"))):
        with open(path, "rb") as f:
            yield "JSONTestSuite:" + os.path.basename(path)[:1], f.read()

# MARK: Comparison

disagreements = []
counts = {}
with tempfile.TemporaryDirectory(prefix="oscat-diff-json-") as folder:
    docs = list(documents())
    paths = []
    for i, (_, data) in enumerate(docs):
        path = os.path.join(folder, f"{i}.json")
        with open(path, "wb") as f:
            f.write(data)
        paths.append(path)
    ours = []
    for start in range(0, len(paths), 2000):
        result = subprocess.run([tool] + paths[start:start + 2000], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if result.returncode != 0:
            sys.exit(f"diff-json: {tool} failed ({result.returncode}): {result.stderr.decode('utf-8', 'replace')[:2000]}")
        output = result.stdout
        ours += output.decode("utf-8").split("\n")[:-1]
    if len(ours) != len(docs):
        sys.exit(f"diff-json: json-canonical answered {len(ours)} lines for {len(docs)} documents")
    for (family, data), line in zip(docs, ours):
        verdict, _, rest = line.partition("\t")
        python_verdict, python_value = python_read(data)
        bucket = counts.setdefault(family.split(":")[0], {"documents": 0, "accepted": 0, "rejected": 0})
        bucket["documents"] += 1
        bucket["accepted" if python_verdict == "ok" else "rejected"] += 1
        if verdict == "ok" and python_verdict == "ok":
            # Our value, as our writer wrote it, read back by Python: must equal Python's reading.
            written_verdict, written_value = python_read(rest.encode("utf-8"))
            if written_verdict != "ok" or not same(written_value, python_value):
                disagreements.append((family, data, f"values differ: ours {rest[:200]!r}"))
        elif (verdict == "ok") != (python_verdict == "ok"):
            disagreements.append((family, data, f"ours: {verdict} {rest[:150]}; Python: {python_verdict} "
                                                f"{str(python_value)[:150]}"))

for family, data, why in disagreements[:25]:
    print(f"DISAGREE [{family}] {data[:120]!r}: {why}", file=sys.stderr)
for family, c in sorted(counts.items()):
    print(f"  {family:28} {c['documents']:6} documents ({c['accepted']} accepted, {c['rejected']} rejected by both)"
          if not any(d[0].split(':')[0] == family for d in disagreements) else
          f"  {family:28} {c['documents']:6} documents, {sum(1 for d in disagreements if d[0].split(':')[0] == family)} disagreements")
total = sum(c["documents"] for c in counts.values())
print(f"diff-json: {total} documents, {len(disagreements)} disagreements (seed {arguments.seed})")
sys.exit(1 if disagreements else 0)
