#!/usr/bin/env python3
"""Checks that the package's drawings of itself are true (called by Scripts/check-architecture).

1. Every target's declared dependencies (Package.swift) are exactly the package modules its
   Swift files import: no import of an undeclared module, no declared module left unused.
2. docs/ARCHITECTURE.md has one row per module whose "Depends on" column lists exactly the
   declared dependencies.
3. The header comment of Package.swift names every module.

Reads `swift package dump-package` (JSON on standard input) and the files of the clone.
Exit status 1 with one line per difference.
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
problems = []


def declared(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def folder(target):
    if target.get("path"):
        return ROOT / target["path"]
    base = "Tests" if target["type"] == "test" else ("Plugins" if target["type"] == "plugin" else "Sources")
    return ROOT / base / target["name"]


IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)", re.M)
modules = {name for name, t in targets.items() if t["type"] in ("regular", "executable", "system", "test")}
for name, target in sorted(targets.items()):
    if target["type"] in ("plugin", "system"):
        continue
    imported = set()
    for source in folder(target).rglob("*.swift"):
        if "Fixtures" in source.parts or ".docc" in "".join(source.parts):
            continue
        imported |= {m for m in IMPORT.findall(source.read_text(encoding="utf-8")) if m in modules}
    imported.discard(name)
    wanted = declared(target) & modules
    for extra in sorted(wanted - imported):
        problems.append(f"Package.swift: {name} declares {extra} but imports nothing from it")
    for missing in sorted(imported - wanted):
        problems.append(f"Package.swift: {name} imports {missing} without declaring it")

architecture = (ROOT / "docs/ARCHITECTURE.md").read_text(encoding="utf-8")
rows = {}
for line in architecture.splitlines():
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) == 4 and cells[0].startswith("`") and cells[1].startswith("`"):
        for module in re.findall(r"`([^`]+)`", cells[0]):
            rows[module] = set() if cells[3] in ("—", "-", "") else {m.strip() for m in cells[3].split(",")}
for name, target in sorted(targets.items()):
    if target["type"] in ("test", "plugin") and name not in rows:
        continue
    if name not in rows:
        problems.append(f"docs/ARCHITECTURE.md: no row for module {name}")
        continue
    want = declared(target) & modules
    if rows[name] != want:
        problems.append(f"docs/ARCHITECTURE.md: {name} depends on {', '.join(sorted(want)) or '—'}, "
                        f"the table says {', '.join(sorted(rows[name])) or '—'}")
for module in sorted(set(rows) - set(targets)):
    problems.append(f"docs/ARCHITECTURE.md: row for {module}, which Package.swift does not have")

# The header comment lists each module with what it imports, top of the graph first:
#   //   oscat         ─▶ OSCatalogSite, …
#   //                    …continued
header = (ROOT / "Package.swift").read_text(encoding="utf-8").split("import PackageDescription")[0]
drawn, current = {}, None
for line in header.splitlines():
    match = re.match(r"//   (\S+)\s+─▶ (.*)$", line)
    if match:
        current = match.group(1)
        drawn[current] = [] if match.group(2) == "(nothing)" else [m.strip() for m in match.group(2).split(",") if m.strip()]
    elif current and re.match(r"//\s{10,}\S", line):
        drawn[current] += [m.strip() for m in line[2:].split(",") if m.strip()]
    else:
        current = None
for name, target in sorted(targets.items()):
    if target["type"] == "test" or name == "TestSupport":
        continue
    if name not in drawn:
        problems.append(f"Package.swift: the header comment does not show module {name}")
    elif set(drawn[name]) != declared(target):
        problems.append(f"Package.swift: the header comment says {name} ─▶ {', '.join(sorted(drawn[name])) or '(nothing)'}, "
                        f"it depends on {', '.join(sorted(declared(target))) or '(nothing)'}")

for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"architecture: {len(targets)} targets; dependencies, imports, ARCHITECTURE.md and the Package.swift header agree")
