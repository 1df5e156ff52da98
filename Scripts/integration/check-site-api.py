"""The Python half of Scripts/integration/check-site-api, which sets up its environment; run it through that script."""
import concurrent.futures, glob, json, os, subprocess, sys
from jsonschema import Draft202012Validator, FormatChecker
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

oscat, site = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
api = os.path.join(site, "api", "v1")
problems = []


def problem(text):
    problems.append(text)
    if len(problems) <= 40:
        print(f"check-site-api: {text}", file=sys.stderr)


def read(relative):
    with open(os.path.join(api, relative), "rb") as file:
        return file.read()


# The published schemas are docs/schemas/, file for file, and load as 2020-12 schemas.
published = sorted(os.path.basename(p) for p in glob.glob(os.path.join(api, "schemas", "*")))
documented = sorted(os.path.basename(p) for p in glob.glob("docs/schemas/*.schema.json"))
if published != documented:
    problem(f"api/v1/schemas/ holds {published}, docs/schemas/ {documented}")
schemas = {}
for name in published:
    if os.path.exists(os.path.join("docs/schemas", name)) and read("schemas/" + name) != open(os.path.join("docs/schemas", name), "rb").read():
        problem(f"api/v1/schemas/{name} differs from docs/schemas/{name}")
    schemas[name] = json.loads(read("schemas/" + name))
    Draft202012Validator.check_schema(schemas[name])
registry = Registry().with_resources(
    (s["$id"], Resource.from_contents(s, default_specification=DRAFT202012)) for s in schemas.values())
validators = {}


def validate(relative, document, schema_name):
    if schema_name not in schemas:
        problem(f"{relative}: its schema schemas/{schema_name} is not published")
        return
    validator = validators.get(schema_name)
    if validator is None:
        validator = validators[schema_name] = Draft202012Validator(
            schemas[schema_name], registry=registry, format_checker=FormatChecker())
    for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))[:5]:
        pointer = "/" + "/".join(str(p) for p in error.absolute_path)
        problem(f"{relative}: {pointer}: {error.message[:300]} (schemas/{schema_name})")
    if list(document)[:1] != ["schemaVersion"]:
        problem(f"{relative}: schemaVersion is not the first member")


# The index: valid, and it lists exactly the files there are.
index = json.loads(read("index.json"))
validate("index.json", index, "api-index.schema.json")
expected = {}  # path → (schema, the oscat arguments that print the same document, or None)
for locale in index["locales"]:
    for collection in index["collections"]:
        path = collection["path"].replace("{locale}", locale)
        arguments = collection["command"].replace("{locale}", locale).split()[1:]
        expected[path] = (collection["schema"].removeprefix("schemas/"), arguments)
    for number, entry in enumerate(index["entries"]):
        path = entry["path"].replace("{locale}", locale)
        # Every entry of the first locale is compared with `oscat show`, and every seventh of
        # the others (an entry's document differs between locales only in its texts, and every
        # one is validated and compared with the locale's catalog.json).
        compared = locale == index["locales"][0] or number % 7 == 0
        arguments = ["show", entry["id"], "--format", "json", "--lang", locale] if compared else None
        expected[path] = (index["entrySchema"].removeprefix("schemas/"), arguments)
    expected[index["catalog"]["path"].replace("{locale}", locale)] = (index["catalog"]["schema"].removeprefix("schemas/"), None)
present = set()
for folder, _, names in os.walk(api):
    for name in names:
        relative = os.path.relpath(os.path.join(folder, name), api)
        if not relative.startswith("schemas/") and relative != "index.json":
            present.add(relative)
for path in sorted(present - set(expected)):
    problem(f"{path}: not listed by api/v1/index.json")
for path in sorted(set(expected) - present):
    problem(f"{path}: listed by api/v1/index.json but missing")
kinds = {entry["kind"] for entry in index["entries"]}
if not {"version", "layer", "service", "framework", "codec", "program", "tool", "source"} <= kinds:
    problem(f"index.json lists entries of kinds {sorted(kinds)} only")

# Every file against its schema, and against the CLI's output for the same question.
def cli(arguments):
    run = subprocess.run([oscat, *arguments], capture_output=True,
                         env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp")})
    return run.returncode, run.stdout, run.stderr


checkable = sorted(path for path in expected if path in present)
with concurrent.futures.ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
    runs = {path: pool.submit(cli, expected[path][1]) for path in checkable if expected[path][1] is not None}
    for path in checkable:
        text = read(path)
        try:
            document = json.loads(text)
        except ValueError as error:
            problem(f"{path}: not JSON ({error})")
            continue
        validate(path, document, expected[path][0])
        if path in runs:
            status, stdout, stderr = runs[path].result()
            if status != 0 or stdout != text:
                problem(f"{path}: differs from `oscat {' '.join(expected[path][1])}` (exit {status}) {stderr[:200]!r}")

# The download holds the same results and entries as the files.
for locale in index["locales"]:
    download = json.loads(read(index["catalog"]["path"].replace("{locale}", locale)))
    for collection in index["collections"]:
        listing = json.loads(read(collection["path"].replace("{locale}", locale)))
        if download["collections"].get(collection["name"]) != listing["results"]:
            problem(f"{locale}/catalog.json: collections/{collection['name']} differs from {collection['path']}")
    paths = [entry["path"].replace("{locale}", locale) for entry in index["entries"]]
    entries = [json.loads(read(path)) if path in present else None for path in paths]
    if download["entries"] != entries:
        problem(f"{locale}/catalog.json: entries differ from the entry files")

print(f"check-site-api: {len(index['locales'])} locales, {len(checkable)} documents, {len(runs)} compared with oscat, "
      f"{len(schemas)} schemas, {len(problems)} problems")
sys.exit(1 if problems else 0)
