"""The Python half of Scripts/integration/diff-schema, which sets up its environment and arguments; run it through that script."""
import argparse, copy, glob, json, os, random, shutil, subprocess, sys, tempfile
from jsonschema import Draft202012Validator, FormatChecker
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

tool = sys.argv[1]
parser = argparse.ArgumentParser(prog="diff-schema")
parser.add_argument("--count", type=int, default=1500)
parser.add_argument("--cli", type=int, default=40)
parser.add_argument("--seed", type=int, default=8)
parser.add_argument("--oscat", default=None)
arguments = parser.parse_args(sys.argv[2:])
rng = random.Random(arguments.seed)

schemas = [json.load(open(p, encoding="utf-8")) for p in sorted(glob.glob("Catalog/schema/*.json"))]
registry = Registry().with_resources(
    (s["$id"], Resource.from_contents(s, default_specification=DRAFT202012)) for s in schemas)
root = next(s for s in schemas if s["$id"].endswith("/catalog.schema.json"))
validator = Draft202012Validator(root, registry=registry, format_checker=FormatChecker())

def python_errors(document):
    return [("/" + "/".join(map(str, e.absolute_path)), e.validator) for e in validator.iter_errors(document)]

# MARK: Mutations

def locations(value, path=()):
    """Every (path, value) in the document."""
    yield path, value
    if isinstance(value, dict):
        for key, member in value.items():
            yield from locations(member, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from locations(item, path + (index,))

def parent_of(document, path):
    node = document
    for step in path[:-1]:
        node = node[step]
    return node

STRINGS = ["", " padded ", "Bad ID", "a--b", "-a", "UPPER", "2020-13-01", "2021-02-29", "2020-1-1", "20200101",
           "http://example.com", "https://example.com/a b", "ht tp://x", "/relative", "mailto:a@b.c", "urn:x:y",
           "https://example.com/é", "x" * 2000, "ios-7", "core-os", "cocoa-touch", "audio", "video", "image",
           "\u0000", "tab\there", "line\nbreak", "😀", "deprecated", "removed"]
VALUES = [None, True, False, 0, -1, 1.5, 10**20, [], {}, [1, 1], ["a", "a"], {"en": "x"}, "", "x"]

def mutate(document):
    """Applies one random mutation; returns its description."""
    spots = list(locations(document))
    path, value = rng.choice(spots[1:] if len(spots) > 1 else spots)
    parent = parent_of(document, path) if path else None
    key = path[-1] if path else None
    choice = rng.random()
    if parent is not None and choice < 0.15:
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
        return f"remove {path}"
    if isinstance(value, dict) and choice < 0.3:
        value[rng.choice(["unknown", "de", "notes", "id", "en", "$comment", "since", "x-extra"])] = rng.choice(VALUES + STRINGS)
        return f"add a key at {path}"
    if isinstance(value, list) and choice < 0.4:
        if value and rng.random() < 0.5:
            value.append(copy.deepcopy(value[0]))
            return f"repeat an item at {path}"
        value.clear()
        return f"empty the list at {path}"
    if parent is None:
        return "none"
    if isinstance(value, str) and choice < 0.75:
        parent[key] = rng.choice(STRINGS + [value + " ", value.upper(), value.replace("-", "_"), value[:1]])
    elif isinstance(value, (int, float)) and not isinstance(value, bool) and choice < 0.75:
        parent[key] = rng.choice([0, -1, -value, value + 0.5, 2**31, 10**20, 1e-9])
    else:
        parent[key] = rng.choice(VALUES + STRINGS)
    return f"replace {path}"

def trimmed(document):
    """The document with at most 3 entries per top-level list."""
    return {key: value[:3] if isinstance(value, list) else value for key, value in document.items()}

# MARK: Run

originals = {os.path.basename(p): json.load(open(p, encoding="utf-8")) for p in sorted(glob.glob("Catalog/*.json"))}
disagreements, counts = [], {"valid": 0, "invalid": 0}
with tempfile.TemporaryDirectory(prefix="oscat-diff-schema-") as folder:
    mutants = []
    for name, document in originals.items():
        base = trimmed(document)
        mutants.append((name, "unchanged (first 3 entries)", base))
    for n in range(arguments.count):
        name = rng.choice(sorted(originals))
        document = copy.deepcopy(trimmed(originals[name]))
        descriptions = [mutate(document) for _ in range(1 if rng.random() < 0.7 else rng.randint(2, 4))]
        mutants.append((name, "; ".join(descriptions), document))
    paths = []
    for i, (_, _, document) in enumerate(mutants):
        path = os.path.join(folder, f"m{i}.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(document, f, ensure_ascii=False, indent=2)
        paths.append(path)
    ours = []
    for start in range(0, len(paths), 500):
        result = subprocess.run([tool, "Catalog/schema"] + paths[start:start + 500], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
        if result.returncode != 0:
            sys.exit(f"diff-schema: {tool} failed ({result.returncode}): {result.stderr.decode('utf-8', 'replace')[:2000]}")
        ours += result.stdout.decode("utf-8").split("\n")[:-1]
    if len(ours) != len(mutants):
        sys.exit(f"diff-schema: schema-verdict answered {len(ours)} lines for {len(mutants)} files")
    python_verdicts = []
    for (name, description, document), line in zip(mutants, ours):
        errors = python_errors(document)
        python_verdicts.append(not errors)
        counts["valid" if not errors else "invalid"] += 1
        our_valid = line == "valid"
        if our_valid != (not errors):
            disagreements.append(f"{name} ({description}): ours {line[:300]}; Python "
                                 f"{'valid' if not errors else errors[:5]}")

    # oscat validate on whole catalogs, each with one file mutated (whole, so references resolve).
    cli_problems = []
    oscat = arguments.oscat or ".build/release/oscat"
    cli_runs = 0
    if arguments.cli and os.access(oscat, os.X_OK):
        catalog = os.path.join(folder, "catalog")
        for _ in range(arguments.cli):
            name = rng.choice(sorted(originals))
            whole = copy.deepcopy(originals[name])
            description = mutate(whole)
            shutil.rmtree(catalog, ignore_errors=True)
            shutil.copytree("Catalog", catalog)
            with open(os.path.join(catalog, name), "w", encoding="utf-8") as f:
                json.dump(whole, f, ensure_ascii=False, indent=2)
            python_valid = not python_errors(whole)
            result = subprocess.run([oscat, "validate", "--catalog", catalog], stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE)
            cli_runs += 1
            out = result.stdout.decode("utf-8", "replace")
            if result.returncode not in (0, 1):
                cli_problems.append(f"{name} ({description}): oscat validate exited {result.returncode}: "
                                    f"{result.stderr.decode()[:300]}")
            elif not python_valid and result.returncode != 1:
                cli_problems.append(f"{name} ({description}): Python finds schema errors, oscat validate passes")
            elif python_valid and "[schema]" in out:
                cli_problems.append(f"{name} ({description}): Python finds no schema error, oscat validate says "
                                    + next(l for l in out.splitlines() if "[schema]" in l)[:300])
    elif arguments.cli:
        cli_problems.append(f"no oscat binary at {oscat} (give --oscat)")

for line in disagreements[:25] + cli_problems[:25]:
    print("DISAGREE " + line, file=sys.stderr)
print(f"diff-schema: {len(mutants)} catalog files ({counts['valid']} valid, {counts['invalid']} invalid by Python), "
      f"{len(disagreements)} disagreements; oscat validate on {cli_runs} whole catalogs, {len(cli_problems)} problems "
      f"(seed {arguments.seed})")
sys.exit(1 if disagreements or cli_problems else 0)
