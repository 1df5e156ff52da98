"""The Python half of Scripts/integration/reliability-checks, which sets up its environment and arguments; run it through that script."""
import copy, json, os, shutil, subprocess, sys, tempfile

oscat = sys.argv[1]
MiB = 1024 * 1024
problems = []

def measured(argv, env=None):
    """Runs argv under /usr/bin/time, with env added to the environment; (status, stdout bytes,
    peak RSS in MiB, seconds)."""
    with tempfile.NamedTemporaryFile() as report:
        result = subprocess.run(["/usr/bin/time", "-f", "%M %e", "-o", report.name] + argv,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                env={**os.environ, **(env or {})})
        kilobytes, seconds = open(report.name).read().split()[-2:]
    return result.returncode, result.stdout, result.stderr, int(kilobytes) / 1024, float(seconds)

def check(label, argv, budget_mib, statuses=(0,), expect=None, env=None):
    status, out, err, rss, seconds = measured(argv, env)
    verdict = []
    if status not in statuses:
        verdict.append(f"exit status {status} (expected {statuses}): {err.decode('utf-8', 'replace')[:300]}")
    if b"Fatal error" in err:
        verdict.append("crashed")
    if rss > budget_mib:
        verdict.append(f"peak RSS {rss:.0f} MiB over the budget of {budget_mib} MiB")
    if expect and status in statuses:
        why = expect(out)
        if why:
            verdict.append(why)
    print(f"{'PASS' if not verdict else 'FAIL'} {label}: status {status}, peak RSS {rss:.0f} MiB, {seconds:.1f} s"
          + (": " + "; ".join(verdict) if verdict else ""), flush=True)
    if verdict:
        problems.append(label)

with tempfile.TemporaryDirectory(prefix="oscat-scale-") as folder:
    # 100 000 frameworks, each a real one cut to its required fields (one capability, one citation,
    # shorter texts) under a new id, name and module.
    catalog = os.path.join(folder, "Catalog")
    shutil.copytree("Catalog", catalog)
    real = json.load(open("Catalog/frameworks-core-os.json", encoding="utf-8"))
    first = real["frameworks"][0]
    template = {key: first[key] for key in ("id", "name", "module", "layer", "introduced")}
    template["summary"] = {language: text.split(",")[0] + "." for language, text in first["summary"].items()}
    template["capabilities"] = first["capabilities"][:1]
    template["citations"] = first["citations"][:1]
    count = 100_000
    frameworks = []
    for n in range(count):
        entry = copy.deepcopy(template)
        entry.update(id=f"generated-{n}", name=f"Generated {n:06d}", module=f"Generated{n}")
        frameworks.append(entry)
    path = os.path.join(catalog, "frameworks-generated.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"$schema": real["$schema"], "frameworks": frameworks}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    size = os.path.getsize(path) / MiB
    print(f"scale: {count} generated frameworks, {size:.0f} MiB of JSON", flush=True)
    real_count = sum(len(json.load(open(os.path.join("Catalog", name), encoding="utf-8")).get("frameworks", []))
                     for name in os.listdir("Catalog") if name.endswith(".json"))

    def rows(expected):
        def verify(out):
            lines = out.count(b"\n")
            return None if lines == expected else f"{lines} lines of output, expected {expected}"
        return verify

    check("validate, 100k frameworks", [oscat, "validate", "--catalog", catalog], 3072)
    check("fmt --check, 100k frameworks", [oscat, "fmt", "--check", "--catalog", catalog], 3072, statuses=(0, 1))
    check("frameworks --format csv, 100k frameworks", [oscat, "frameworks", "--format", "csv", "--catalog", catalog],
          3072, expect=rows(count + real_count + 1))
    check("search, 100k frameworks", [oscat, "search", "Generated 099999", "--format", "json", "--catalog", catalog],
          3072, expect=lambda out: None if b"generated-99999" in out else "generated-99999 not found")

    # One text of 10 MB.
    shutil.rmtree(catalog)
    shutil.copytree("Catalog", catalog)
    layers = os.path.join(catalog, "layers.json")
    document = json.load(open(layers, encoding="utf-8"))
    document["layers"][0]["summary"]["en"] = "x" * 10_000_000 + " " + document["layers"][0]["summary"]["en"]
    with open(layers, "w", encoding="utf-8") as f:
        json.dump(document, f, ensure_ascii=False, indent=2)
        f.write("\n")
    check("validate, a 10 MB text", [oscat, "validate", "--catalog", catalog], 512)
    def whole(out):
        return None if out.count(b"x") >= 10_000_000 else "the 10 MB text is not in the output"

    def fitted(out):
        # The table fits the width: the text is cut to at most two lines with an ellipsis.
        widest = max(len(line.decode("utf-8")) for line in out.splitlines())
        if widest > 80:
            return f"a line of {widest} characters at COLUMNS=80"
        return None if "…".encode() in out and len(out) < 10_000 else "the 10 MB text is not shortened with an ellipsis"

    for form in ("json", "csv", "markdown"):
        check(f"layers --format {form}, a 10 MB text", [oscat, "layers", "--format", form, "--catalog", catalog], 1024,
              expect=whole)
    check("layers --format table --wide, a 10 MB text",
          [oscat, "layers", "--format", "table", "--wide", "--catalog", catalog], 1024, expect=whole)
    check("layers --format table at COLUMNS=80, a 10 MB text",
          [oscat, "layers", "--format", "table", "--catalog", catalog], 1024, expect=fitted, env={"COLUMNS": "80"})

print(f"scale: {len(problems)} of the checks failed" if problems else "scale: every check passed")
sys.exit(1 if problems else 0)
