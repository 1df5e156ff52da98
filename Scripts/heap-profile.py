"""The Python half of Scripts/heap-profile, which sets up its environment and arguments; run it through that script."""
import collections, re, sys
path, top = sys.argv[1], int(sys.argv[2])
# Frames of oscat's own modules: Type.method or closures in them, not the standard library.
own = re.compile(r"\b(JSON\w+|Catalog\w*|Entry\w+|Validator|Validation\w+|Text\w*Rules|\w+Rules|Page\w+|Site\w+|"
                 r"Markdown\w+|HTMLBody|SearchIndex|Template\w+|StringCatalog|UIString\w+|L10n\w+|\w+Command)\.")
total = 0
groups = collections.Counter()
for line in open(path, encoding="utf-8", errors="replace"):
    stack, _, count = line.rstrip("\n").rpartition(" ")
    if not count.isdigit():
        continue
    count = int(count)
    total += count
    names = []
    for frame in stack.split(";"):
        frame = frame.split(" (")[0].replace("specialized ", "")
        match = own.search(frame)
        if match:
            name = frame[match.start():].split("(")[0]
            if not names or names[-1] != name:
                names.append(name)
    groups[" > ".join(names[-2:]) or "(outside oscat's code)"] += count
print(f"live at the peak: {total / 1e6:.1f} MB")
for where, count in groups.most_common(top):
    print(f"{count / 1e6:8.1f} MB  {where}")
