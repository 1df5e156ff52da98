"""The Python half of Scripts/check-json-output, which sets up its environment; run it through that script."""
import glob, json, os, shutil, subprocess, sys, tempfile
from jsonschema import Draft202012Validator, FormatChecker
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

oscat = os.path.abspath(sys.argv[1])
schemas = {os.path.basename(p): json.load(open(p, encoding="utf-8")) for p in sorted(glob.glob("docs/schemas/*.schema.json"))}
for name, schema in schemas.items():
    Draft202012Validator.check_schema(schema)
registry = Registry().with_resources(
    (s["$id"], Resource.from_contents(s, default_specification=DRAFT202012)) for s in schemas.values())

# A catalog with one schema error and one missing text, so that validate and l10n check have
# diagnostics to print.
scratch = tempfile.mkdtemp(prefix="check-json-output-")
broken = os.path.join(scratch, "Catalog")
shutil.copytree("Catalog", broken)
shutil.copytree("Localization", os.path.join(scratch, "Localization"))
layers_path = os.path.join(broken, "layers.json")
layers = json.load(open(layers_path, encoding="utf-8"))
layers["layers"][0]["position"] = 9
layers["layers"][1]["summary"].pop("cs", None)
json.dump(layers, open(layers_path, "w", encoding="utf-8"), ensure_ascii=False, indent=2)

# The example app of `oscat check`'s tests (Swift and Objective-C sources, an Xcode project).
example_app = os.path.abspath("Tests/AppCheckTests/Fixtures/ExampleApp")

invocations = [
    ["versions"], ["versions", "17"], ["versions", "--lang", "ru"],
    ["layers"], ["layers", "--lang", "sv"],
    ["services"], ["services", "--layer", "core-os"], ["services", "--introduced-in", "8"],
    ["frameworks"], ["frameworks", "--layer", "core-services", "--lang", "cs"], ["frameworks", "--deprecated"],
    ["frameworks", "--since", "8"], ["frameworks", "--removed-in", "10"], ["frameworks", "--search", "location"],
    ["frameworks", "--layer", "media", "--introduced-in", "26"],
    ["codecs"], ["codecs", "--kind", "video", "--capture"], ["codecs", "--container", "mov", "--lang", "fr"],
    ["programs"], ["programs", "--active"],
    ["tools"], ["xcode"], ["xcode", "--sdk", "17"], ["requirements"],
    ["search", "poloha"], ["search", "location", "--lang", "fr"], ["search", "zzzzqqqq"],
    ["diff", "16", "17"], ["diff", "6", "8", "--lang", "sv"],
    ["show", "17"], ["show", "media"], ["show", "airdrop"], ["show", "core-motion"], ["show", "audio-aac"],
    ["show", "video-h264-high"], ["show", "apple-developer-program"], ["show", "app-id"],
    ["show", "submission-sdk-minimum-2026"], ["show", "stefancik-2015"], ["show", "core-location", "--lang", "ru"],
    ["l10n", "stats"],
    ["validate"], ["validate", broken],
    ["l10n", "check"], ["l10n", "check", "--catalog", broken],
    ["check", example_app], ["check", example_app, "--min-ios", "17", "--drop-ios", "18", "--lang", "cs"],
    ["check", example_app + "/ExampleApp", "--min-ios", "15.4", "--verbose"],
]
failures = 0
covered = set()
for arguments in invocations:
    words = [w for w in arguments if not w.startswith("-") and w != broken]
    schema_name = ("l10n-" + words[1] if words[0] == "l10n" else words[0]) + ".schema.json"
    run = subprocess.run([oscat, *arguments, "--format", "json"], capture_output=True, text=True,
                         env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": scratch})
    line = " ".join(["oscat", *arguments, "--format", "json"])
    if schema_name not in schemas:
        print(f"{line}: no schema docs/schemas/{schema_name}", file=sys.stderr)
        failures += 1
        continue
    covered.add(schema_name)
    try:
        document = json.loads(run.stdout)
    except ValueError as error:
        print(f"{line}: exit {run.returncode}, not JSON ({error}): {run.stderr[:300]}", file=sys.stderr)
        failures += 1
        continue
    validator = Draft202012Validator(schemas[schema_name], registry=registry, format_checker=FormatChecker())
    errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
    for error in errors[:10]:
        pointer = "/" + "/".join(str(p) for p in error.absolute_path)
        print(f"{line}: {pointer}: {error.message[:300]}", file=sys.stderr)
    failures += len(errors)
    if broken in arguments and not (document.get("diagnostics") or document.get("findings")):
        print(f"{line}: the broken catalog gave no diagnostics to validate", file=sys.stderr)
        failures += 1
    if list(document)[:1] != ["schemaVersion"]:
        print(f"{line}: schemaVersion is not the first member", file=sys.stderr)
        failures += 1
# `check --format sarif` against the OASIS SARIF 2.1.0 schema (the oracle of the Diagnostics tests).
sarif_logs = []
for arguments in (["check", example_app], ["check", example_app, "--min-ios", "8", "--lang", "ru"]):
    run = subprocess.run([oscat, *arguments, "--format", "sarif"], capture_output=True, text=True,
                         env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": scratch})
    path = os.path.join(scratch, f"check{len(sarif_logs)}.sarif")
    open(path, "w", encoding="utf-8").write(run.stdout)
    sarif_logs.append(path)
    if not json.loads(run.stdout)["runs"][0]["results"]:
        print(f"oscat {' '.join(arguments)} --format sarif: no results to validate", file=sys.stderr)
        failures += 1
sarif = subprocess.run([sys.executable, "Tests/DiagnosticsTests/Oracles/sarif_schema_check.py", *sarif_logs],
                       capture_output=True, text=True)
if sarif.returncode != 0:
    print(f"check --format sarif: {sarif.stdout}{sarif.stderr}", file=sys.stderr)
    failures += 1
# The schemas of the site's JSON API index and download are checked by Scripts/integration/check-site-api.
uncovered = sorted(n for n in set(schemas) - covered - {"common.schema.json"} if not n.startswith("api-"))
for name in uncovered:
    print(f"docs/schemas/{name}: no invocation exercises it", file=sys.stderr)
shutil.rmtree(scratch)
print(f"check-json-output: {len(schemas)} schemas, {len(invocations)} invocations, {len(sarif_logs)} SARIF logs, "
      f"{failures + len(uncovered)} errors")
sys.exit(1 if failures or uncovered else 0)
