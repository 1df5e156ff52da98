"""The Python half of Scripts/integration/fuzz, which sets up its environment and arguments; run it through that script."""
import glob, hashlib, json, os, shlex, sys
target, out, root = sys.argv[1:]
shared = os.path.join(os.path.dirname(root), "shared", "testdata")
def put(data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(out, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)
def files(*patterns):
    for pattern in patterns:
        for path in sorted(glob.glob(os.path.join(root, pattern), recursive=True)):
            with open(path, "rb") as f:
                yield path, f.read()
json_files = ["Catalog/*.json", "Localization/*.json", "Tests/**/Fixtures/**/*.json"]
if target == "json-reader":
    for _, data in files(*json_files, "Tests/**/Fixtures/**/*.xcstrings"):
        put(data)
    for path in sorted(glob.glob(os.path.join(shared, "json-parsing", "*.json"))):
        put(open(path, "rb").read())
elif target == "schema-validator":
    # JSON-Schema-Test-Suite groups: schema NUL instance, for every test.
    for path in sorted(glob.glob(os.path.join(shared, "json-schema-2020-12", "*.json"))):
        for group in json.load(open(path, encoding="utf-8")):
            schema = json.dumps(group["schema"], ensure_ascii=False)
            for test in group.get("tests", []):
                put(schema + "\0" + json.dumps(test["data"], ensure_ascii=False))
    # The catalog's own schema (two documents) with the invalid fixtures as instances.
    schemas = [open(os.path.join(root, "Catalog/schema", name), "rb").read()
               for name in ("catalog.schema.json", "defs.schema.json")]
    for _, data in files("Tests/OSCatalogSchemaTests/Fixtures/**/*.json"):
        put(b"\0".join(schemas + [data]))
elif target == "template-engine":
    for _, data in files("Templates/**/*.mustache"):
        put(data)
elif target == "markdown-html":
    for _, data in files("docs/*.md", "README.md"):
        put(data[:8192])
    for _, data in files("Catalog/*.json"):
        try:
            document = json.loads(data)
        except ValueError:
            continue
        texts = []
        def walk(value):
            if isinstance(value, str) and len(value) > 40:
                texts.append(value)
            elif isinstance(value, dict):
                for v in value.values(): walk(v)
            elif isinstance(value, list):
                for v in value: walk(v)
        walk(document)
        for text in texts[:20]:
            put(text)
elif target == "argument-parser":
    for _, data in files("README.md", "docs/CLI.md", "docs/EXAMPLES.md"):
        for line in data.decode("utf-8").splitlines():
            if line.startswith("$ oscat "):
                try:
                    put("\0".join(shlex.split(line[len("$ oscat "):])))
                except ValueError:
                    pass
elif target == "xcstrings-reader":
    for _, data in files("Localization/*.xcstrings", "Tests/**/Fixtures/**/*.xcstrings"):
        put(data)
elif target == "format-string":
    # Every UI string with a placeholder, in every language: template NUL arguments.
    for _, data in files("Localization/*.xcstrings"):
        def values(value):
            if isinstance(value, dict):
                if isinstance(value.get("value"), str):
                    yield value["value"]
                for v in value.values():
                    yield from values(v)
        seen = set()
        for text in values(json.loads(data)):
            if "%" in text and text not in seen:
                seen.add(text)
                put(text + "\0one\0two\0three")
