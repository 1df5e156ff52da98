"""The Python half of Scripts/check-schema, which sets up its environment and arguments; run it through that script."""
import glob, json, os, sys
from jsonschema import Draft202012Validator, FormatChecker
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

schemas = [json.load(open(p, encoding="utf-8")) for p in sorted(glob.glob("Catalog/schema/*.json"))]
for schema in schemas:
    Draft202012Validator.check_schema(schema)
registry = Registry().with_resources(
    (s["$id"], Resource.from_contents(s, default_specification=DRAFT202012)) for s in schemas)
root = next(s for s in schemas if s["$id"].endswith("/catalog.schema.json"))
validator = Draft202012Validator(root, registry=registry, format_checker=FormatChecker())
def strict_object(pairs):
    keys = [key for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate key")
    return dict(pairs)

def errors_of(path):
    """The schema errors of a file, or None when it is not strict JSON."""
    try:
        document = json.load(open(path, encoding="utf-8"), object_pairs_hook=strict_object,
                             parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
    except (ValueError, UnicodeDecodeError):
        return None
    return sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))

arguments = sys.argv[1:]
if arguments and arguments[0] == "--fixtures":
    expectations = json.load(open(arguments[1], encoding="utf-8"))
    disagreements = 0
    for path in (p for p in arguments[2:] if os.path.basename(p) != "expectations.json"):
        name = os.path.basename(path)
        expected = expectations.get(name, {}).get("schemaValid", True) if "/invalid/" in path else True
        errors = errors_of(path)
        verdict = errors is not None and not errors
        if verdict != expected:
            disagreements += 1
            print(f"{path}: Python jsonschema says {'valid' if verdict else 'invalid'}, oscat says {'valid' if expected else 'invalid'}", file=sys.stderr)
    print(f"check-schema: {len(arguments) - 3} fixtures, {disagreements} disagreements")
    sys.exit(1 if disagreements else 0)

failures = 0
for path in arguments:
    errors = errors_of(path)
    if errors is None:
        print(f"{path}: not strict JSON", file=sys.stderr)
        failures += 1
        continue
    for error in errors:
        pointer = "/" + "/".join(str(p) for p in error.absolute_path)
        print(f"{path}: {pointer}: {error.message[:300]}", file=sys.stderr)
    failures += len(errors)
print(f"check-schema: {len(arguments)} files, {failures} errors")
sys.exit(1 if failures else 0)
