#!/usr/bin/env python3
"""Writes the fixtures of the localization check tests (Tests/OSCatalogLocalizationTests/Checks).

clean/Localizable.xcstrings and clean/catalog.json pass every check; each file in broken/ is one
of them with one deliberate defect, and broken/expectations.json says which single finding it
must produce (rule, unit, language, severity, line, column). Positions are computed here, by the
writer below, independently of the Swift JSON reader; fingerprints (FNV-1a 64) likewise.

Run from anywhere: python3 Tests/OSCatalogLocalizationTests/Fixtures/generate.py
"""

import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NBSP = "\u00a0"
NNBSP = "\u202f"


# ---------------------------------------------------------------------------------------------
# A JSON writer (two-space indentation, like the real files) that records the line and column of
# every value by its path.

def write(value):
    lines = []
    positions = {}

    def scalar(v):
        return json.dumps(v, ensure_ascii=False)

    def emit(v, path, indent, prefix):
        """Appends v on a new line starting with `prefix` at `indent` spaces."""
        column = indent + len(prefix) + 1
        positions[path] = (len(lines) + 1, column)
        pad = " " * indent
        if isinstance(v, dict):
            if not v:
                lines.append(pad + prefix + "{}")
                return
            lines.append(pad + prefix + "{")
            items = list(v.items())
            for i, (k, child) in enumerate(items):
                emit(child, path + (k,), indent + 2, scalar(k) + ": ")
                if i < len(items) - 1:
                    lines[-1] += ","
            lines.append(pad + "}")
        elif isinstance(v, list):
            if not v:
                lines.append(pad + prefix + "[]")
                return
            lines.append(pad + prefix + "[")
            for i, child in enumerate(v):
                emit(child, path + (i,), indent + 2, "")
                if i < len(v) - 1:
                    lines[-1] += ","
            lines.append(pad + "]")
        else:
            lines.append(pad + prefix + scalar(v))

    emit(value, (), 0, "")
    return "\n".join(lines) + "\n", positions


# ---------------------------------------------------------------------------------------------
# Fingerprints, as sourceFingerprint(of:) computes them.

def fnv1a(text):
    h = 0xCBF29CE484222325
    for b in text.encode("utf-8"):
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h


def fingerprint(text):
    if isinstance(text, dict):
        return fnv1a("\u001f".join(text[k] for k in sorted(text)))
    return fnv1a(text)


# ---------------------------------------------------------------------------------------------
# The clean String Catalog. Each string: {language: text or {category: text}}.

UI = {
    "column.id": {"en": "ID", "cs": "ID", "fr": "ID", "ru": "ID", "sv": "ID"},
    "count.frameworks": {
        "en": {"one": "%lld framework", "other": "%lld frameworks"},
        "cs": {"one": "%lld framework", "few": "%lld frameworky", "many": "%lld frameworku", "other": "%lld frameworků"},
        "fr": {"one": "%lld framework", "many": "%lld de frameworks", "other": "%lld frameworks"},
        "ru": {"one": "%lld фреймворк", "few": "%lld фреймворка", "many": "%lld фреймворков", "other": "%lld фреймворка"},
        "sv": {"zero": "inga ramverk", "one": "ett ramverk", "other": "%lld ramverk"},
    },
    "error.unknown-version": {
        "en": "unknown version '%@'; did you mean '%@'?",
        "cs": "neznámá verze '%@'; měli jste na mysli '%@'?",
        "fr": "version inconnue '%@'" + NBSP + "; vouliez-vous dire '%@'" + NBSP + "?",
        "ru": "неизвестная версия '%@'; возможно, вы имели в виду '%@'?",
        "sv": "okänd version '%@'; menade du '%@'?",
    },
    "fmt.summary": {
        "en": "checked: %1$@, changed: %2$@",
        "cs": "změněno: %2$@, zkontrolováno: %1$@",
        "fr": "vérifiés" + NBSP + ": %1$@, modifiés" + NBSP + ": %2$@",
        "ru": "проверено: %1$@, изменено: %2$@",
        "sv": "kontrollerade: %1$@, ändrade: %2$@",
    },
    "help.argument.from-version": {
        "en": 'The earlier version (7, ios-7, "iOS 7").',
        "cs": 'Starší verze (7, ios-7, "iOS 7").',
        "fr": 'La version antérieure (7, ios-7, "iOS 7").',
        "ru": 'Более ранняя версия (7, ios-7, "iOS 7").',
        "sv": 'Den tidigare versionen (7, ios-7, "iOS 7").',
    },
    "help.layer": {
        "en": "Filter by layer with --layer; see `oscat list layers`.",
        "cs": "Filtruje podle vrstvy pomocí --layer; viz `oscat list layers`.",
        "fr": "Filtre par couche avec --layer" + NBSP + "; voir `oscat list layers`.",
        "ru": "Фильтр по уровню: --layer; см. `oscat list layers`.",
        "sv": "Filtrerar efter lager med --layer; se `oscat list layers`.",
    },
    "help.strings": {
        "en": "UI strings are in Localizable.xcstrings, the catalog in *.json files.",
        "cs": "Texty rozhraní jsou v Localizable.xcstrings, katalog v souborech *.json.",
        "fr": "Les textes de l’interface sont dans Localizable.xcstrings, le catalogue dans les fichiers *.json.",
        "ru": "Строки интерфейса находятся в Localizable.xcstrings, каталог — в файлах *.json.",
        "sv": "Gränssnittets texter finns i Localizable.xcstrings, katalogen i *.json-filer.",
    },
    "label.layer": {"en": "Layer", "cs": "Vrstva", "fr": "Couche", "ru": "Уровень", "sv": "Lager"},
    "label.note": {
        "en": "**Note:** updated at 10:30 (50%% faster).",
        "cs": "**Poznámka:** aktualizováno v 10:30 (o 50%% rychleji).",
        "fr": "**Remarque" + NBSP + ":** mis à jour à 10:30 (50" + NNBSP + "%% plus rapide).",
        "ru": "**Примечание:** обновлено в 10:30 (на 50%% быстрее).",
        "sv": "**Obs:** uppdaterad kl. 10:30 (50 %% snabbare).",
    },
    "version.line": {"en": "oscat %@", "cs": "oscat %@", "fr": "oscat %@", "ru": "oscat %@", "sv": "oscat %@"},
}

UI_COMMENTS = {key: "Fixture string " + key + "." for key in UI}


def xcstrings(ui, states=None):
    states = states or {}
    strings = {}
    for key in sorted(ui):
        localizations = {}
        for language in sorted(ui[key]):
            text = ui[key][language]
            state = states.get((key, language), "translated")
            if isinstance(text, dict):
                localizations[language] = {
                    "variations": {"plural": {c: {"stringUnit": {"state": state, "value": v}} for c, v in text.items()}}
                }
            else:
                localizations[language] = {"stringUnit": {"state": state, "value": text}}
        strings[key] = {"comment": UI_COMMENTS.get(key, key), "extractionState": "manual", "localizations": localizations}
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def ui_position(positions, key, language, ui):
    """The position the checker reports for `language` of `key`: its value, the first plural form
    in file order, or (missing) the English value."""
    text = ui[key].get(language)
    if text is None:
        if "en" in ui[key]:
            return ui_position(positions, key, "en", ui)
        return min(ui_position(positions, key, other, ui) for other in ui[key])
    base = ("strings", key, "localizations", language)
    if isinstance(text, dict):
        return min(positions[base + ("variations", "plural", c, "stringUnit", "value")] for c in text)
    return positions[base + ("stringUnit", "value")]


# ---------------------------------------------------------------------------------------------
# The clean catalog file.

def lt(en, cs, fr, ru, sv):
    return {"en": en, "cs": cs, "fr": fr, "ru": ru, "sv": sv}


CATALOG = {
    "$schema": "schema/catalog.schema.json",
    "layers": [
        {
            "id": "cocoa-touch",
            "name": "Cocoa Touch",
            "summary": lt(
                "Top layer of iOS: it defines an app's appearance.",
                "Nejvyšší vrstva iOS: určuje vzhled aplikace.",
                "Couche supérieure d’iOS" + NBSP + ": elle définit l’apparence de l’app.",
                "Верхний уровень iOS: он задаёт внешний вид приложения.",
                "Det översta lagret i iOS: det styr appens utseende.",
            ),
            "highlights": [
                lt(
                    'The SDK message "Use WidgetKit instead" marks the API.',
                    "Zpráva SDK „Use WidgetKit instead“ označuje rozhraní.",
                    "Le message du SDK «" + NBSP + "Use WidgetKit instead" + NBSP + "» signale l’API.",
                    "Сообщение SDK «Use WidgetKit instead» помечает API.",
                    "SDK-meddelandet ”Use WidgetKit instead” markerar API:t.",
                ),
                lt(
                    "See [the guide](https://developer.apple.com/documentation/uikit) and `UIApplication`.",
                    "Viz [průvodce](https://developer.apple.com/documentation/uikit) a `UIApplication`.",
                    "Voir [le guide](https://developer.apple.com/documentation/uikit) et `UIApplication`.",
                    "См. [руководство](https://developer.apple.com/documentation/uikit) и `UIApplication`.",
                    "Se [guiden](https://developer.apple.com/documentation/uikit) och `UIApplication`.",
                ),
            ],
        }
    ],
    "frameworks": [
        {
            "id": "core-graphics",
            "name": "Core Graphics",
            "summary": lt(
                "Core Graphics is *the* 2D drawing engine of iOS.",
                "Core Graphics je *hlavní* 2D kreslicí engine iOS.",
                "Core Graphics est *le* moteur de dessin 2D d’iOS.",
                "Core Graphics — *основной* движок 2D-рисования в iOS.",
                "Core Graphics är *den* 2D-ritmotor som iOS använder.",
            ),
            "notes": [
                lt(
                    "Drawing happens in drawRect: of a view; is it fast? Yes!",
                    "Kreslí se v metodě drawRect: pohledu; je to rychlé? Ano!",
                    "Le dessin se fait dans drawRect: d’une vue" + NBSP + "; est-ce rapide" + NNBSP + "? Oui" + NNBSP + "!",
                    "Рисование происходит в drawRect: представления; это быстро? Да!",
                    "Ritningen sker i drawRect: i en vy; går det snabbt? Ja!",
                ),
            ],
        }
    ],
}


def catalog_units(catalog):
    """unit id -> JSON path of its localized-text object."""
    units = {}
    for collection, entries in catalog.items():
        if not isinstance(entries, list):
            continue
        for i, entry in enumerate(entries):
            for field in ["summary", "highlights", "capabilities", "benefits", "details", "notes"]:
                if field not in entry:
                    continue
                value = entry[field]
                if isinstance(value, list):
                    for j in range(len(value)):
                        units["catalog/%s/%s/%d" % (entry["id"], field, j)] = (collection, i, field, j)
                else:
                    units["catalog/%s/%s" % (entry["id"], field)] = (collection, i, field)
    return units


def catalog_text(catalog, unit):
    node = catalog
    for token in catalog_units(catalog)[unit]:
        node = node[token]
    return node


def catalog_position(positions, catalog, unit, language):
    path = catalog_units(catalog)[unit]
    text = catalog_text(catalog, unit)
    return positions[path + ((language if language in text else "en"),)]


# ---------------------------------------------------------------------------------------------
# The broken fixtures: name -> (kind, mutate(data), rule, unit, language, severity, fingerprints)
# kind "ui" mutates the UI dict (and may return states); kind "catalog" mutates the catalog.

def rename(d, old, new):
    items = list(d.items())
    d.clear()
    for k, v in items:
        d[new if k == old else k] = v


BROKEN = []


def ui_fixture(name, rule, key, language, mutate, severity=None, states=None, fingerprints=None):
    BROKEN.append(("ui", name, rule, "ui/" + key, key, language, mutate, severity, states, fingerprints))


def catalog_fixture(name, rule, unit, language, mutate, severity=None, fingerprints=None):
    BROKEN.append(("catalog", name, rule, unit, unit, language, mutate, severity, None, fingerprints))


def set_ui(key, language, text):
    def mutate(ui):
        ui[key][language] = text
    return mutate


def set_catalog(unit, language, text):
    def mutate(catalog):
        catalog_text(catalog, unit)[language] = text
    return mutate


SUMMARY = "catalog/cocoa-touch/summary"
QUOTE = "catalog/cocoa-touch/highlights/0"
LINK = "catalog/cocoa-touch/highlights/1"
CG = "catalog/core-graphics/summary"
NOTE = "catalog/core-graphics/notes/0"

# unknown-locale
ui_fixture("unknown-locale-cz.xcstrings", "unknown-locale", "label.layer", "cz",
           lambda ui: rename(ui["label.layer"], "cs", "cz"))
catalog_fixture("unknown-locale-se.json", "unknown-locale", SUMMARY, "se",
                lambda c: rename(catalog_text(c, SUMMARY), "sv", "se"))
catalog_fixture("unknown-locale-de.json", "unknown-locale", CG, "de",
                lambda c: catalog_text(c, CG).update({"de": "Core Graphics ist *die* 2D-Zeichen-Engine von iOS."}))
# missing-translation
ui_fixture("missing-translation-ru.xcstrings", "missing-translation", "help.strings", "ru",
           lambda ui: ui["help.strings"].pop("ru"))
ui_fixture("missing-translation-en.xcstrings", "missing-translation", "label.layer", "en",
           lambda ui: ui["label.layer"].pop("en"))
catalog_fixture("missing-translation-sv.json", "missing-translation", NOTE, "sv",
                lambda c: catalog_text(c, NOTE).pop("sv"))
# empty-text
ui_fixture("empty-text-fr.xcstrings", "empty-text", "label.layer", "fr", set_ui("label.layer", "fr", ""))
catalog_fixture("empty-text-cs.json", "empty-text", SUMMARY, "cs", set_catalog(SUMMARY, "cs", "   "))
# surrounding-whitespace
ui_fixture("surrounding-whitespace-sv.xcstrings", "surrounding-whitespace", "label.layer", "sv",
           set_ui("label.layer", "sv", "Lager "))
catalog_fixture("surrounding-whitespace-ru.json", "surrounding-whitespace", CG, "ru",
                set_catalog(CG, "ru", " Core Graphics — *основной* движок 2D-рисования в iOS."))
# placeholder-syntax
ui_fixture("placeholder-syntax-lone-percent-fr.xcstrings", "placeholder-syntax", "label.note", "fr",
           set_ui("label.note", "fr", "**Remarque" + NBSP + ":** mis à jour à 10:30 (50 % plus rapide)."))
ui_fixture("placeholder-syntax-mixed-cs.xcstrings", "placeholder-syntax", "fmt.summary", "cs",
           set_ui("fmt.summary", "cs", "změněno: %2$@, zkontrolováno: %@"))
# placeholder-mismatch
ui_fixture("placeholder-mismatch-missing-ru.xcstrings", "placeholder-mismatch", "error.unknown-version", "ru",
           set_ui("error.unknown-version", "ru", "неизвестная версия '%@'"))
ui_fixture("placeholder-mismatch-type-sv.xcstrings", "placeholder-mismatch", "count.frameworks", "sv",
           set_ui("count.frameworks", "sv", {"zero": "inga ramverk", "one": "ett ramverk", "other": "%d ramverk"}))
ui_fixture("placeholder-mismatch-order-fr.xcstrings", "placeholder-mismatch", "fmt.summary", "fr",
           lambda ui: (ui["fmt.summary"].update({"en": "checked %@ of %lld"}),
                       ui["fmt.summary"].update({"cs": "zkontrolováno %1$@ z %2$lld", "ru": "проверено %@ из %lld",
                                                 "sv": "kontrollerade %@ av %lld",
                                                 "fr": "%lld fichiers, vérifiés" + NBSP + ": %@"})))
ui_fixture("placeholder-mismatch-russian-one.xcstrings", "placeholder-mismatch", "count.frameworks", "ru",
           lambda ui: ui["count.frameworks"]["ru"].update({"one": "один фреймворк"}))
# plural-categories
ui_fixture("plural-categories-missing-few-cs.xcstrings", "plural-categories", "count.frameworks", "cs",
           lambda ui: ui["count.frameworks"]["cs"].pop("few"))
ui_fixture("plural-categories-missing-other-ru.xcstrings", "plural-categories", "count.frameworks", "ru",
           lambda ui: ui["count.frameworks"]["ru"].pop("other"))
ui_fixture("plural-categories-extra-two-fr.xcstrings", "plural-categories", "count.frameworks", "fr",
           lambda ui: ui["count.frameworks"]["fr"].update({"two": "%lld frameworks"}))
ui_fixture("plural-categories-single-sv.xcstrings", "plural-categories", "count.frameworks", "sv",
           set_ui("count.frameworks", "sv", "%lld ramverk"))
# identical-to-english
ui_fixture("identical-to-english-cs.xcstrings", "identical-to-english", "label.layer", "cs",
           set_ui("label.layer", "cs", "Layer"))
catalog_fixture("identical-to-english-sv.json", "identical-to-english", SUMMARY, "sv",
                set_catalog(SUMMARY, "sv", "Top layer of iOS: it defines an app's appearance."))
# stale, unverified
ui_fixture("stale-fr.xcstrings", "stale", "help.layer", "fr", lambda ui: None,
           fingerprints=("change", "ui/help.layer", "fr"))
catalog_fixture("unverified-ru.json", "unverified", LINK, "ru", lambda c: None,
                fingerprints=("drop", LINK, "ru"))
# translation-state
ui_fixture("translation-state-cs.xcstrings", "translation-state", "label.layer", "cs", lambda ui: None,
           states={("label.layer", "cs"): "needs_review"})
# verbatim-token
ui_fixture("verbatim-token-flag-fr.xcstrings", "verbatim-token", "help.layer", "fr",
           set_ui("help.layer", "fr", "Filtre par couche avec --couche" + NBSP + "; voir `oscat list layers`."))
ui_fixture("verbatim-token-code-span-ru.xcstrings", "verbatim-token", "help.layer", "ru",
           set_ui("help.layer", "ru", "Фильтр по уровню: --layer; см. `oscat list уровни`."))
ui_fixture("verbatim-token-file-sv.xcstrings", "verbatim-token", "help.strings", "sv",
           set_ui("help.strings", "sv", "Gränssnittets texter finns i Lokaliserbar.xcstrings, katalogen i *.json-filer."))
catalog_fixture("verbatim-token-url-cs.json", "verbatim-token", LINK, "cs",
                set_catalog(LINK, "cs", "Viz [průvodce](https://developer.apple.com/documentation/uikit/cs) a `UIApplication`."))
# markdown-structure
catalog_fixture("markdown-structure-link-fr.json", "markdown-structure", LINK, "fr",
                set_catalog(LINK, "fr", "Voir le guide https://developer.apple.com/documentation/uikit et `UIApplication`."))
catalog_fixture("markdown-structure-emphasis-sv.json", "markdown-structure", CG, "sv",
                set_catalog(CG, "sv", "Core Graphics är den 2D-ritmotor som iOS använder."))
ui_fixture("markdown-structure-strong-ru.xcstrings", "markdown-structure", "label.note", "ru",
           set_ui("label.note", "ru", "Примечание: обновлено в 10:30 (на 50%% быстрее)."))
# encoding
catalog_fixture("encoding-nfd-cs.json", "encoding", SUMMARY, "cs",
                set_catalog(SUMMARY, "cs", "Nejvyšší vrstva iOS: urc\u030cuje vzhled aplikace."))
ui_fixture("encoding-zero-width-sv.xcstrings", "encoding", "label.layer", "sv", set_ui("label.layer", "sv", "La\u200bger"))
catalog_fixture("encoding-bidi-ru.json", "encoding", NOTE, "ru",
                set_catalog(NOTE, "ru", "Рисование происходит в drawRect: \u202eпредставления; это быстро? Да!"))
ui_fixture("encoding-replacement-fr.xcstrings", "encoding", "label.layer", "fr", set_ui("label.layer", "fr", "Cou\ufffde"))
ui_fixture("encoding-bom-en.xcstrings", "encoding", "help.strings", "en",
           lambda ui: ui["help.strings"].update({"en": "\ufeff" + ui["help.strings"]["en"]}))
# french-spacing
ui_fixture("french-spacing-no-space-fr.xcstrings", "french-spacing", "fmt.summary", "fr",
           set_ui("fmt.summary", "fr", "vérifiés: %1$@, modifiés" + NBSP + ": %2$@"))
catalog_fixture("french-spacing-regular-space.json", "french-spacing", NOTE, "fr",
                set_catalog(NOTE, "fr", "Le dessin se fait dans drawRect: d’une vue ; est-ce rapide" + NNBSP + "? Oui" + NNBSP + "!"))
catalog_fixture("french-spacing-guillemets.json", "french-spacing", QUOTE, "fr",
                set_catalog(QUOTE, "fr", "Le message du SDK «Use WidgetKit instead» signale l’API."))
# glossary-term (against Fixtures/glossary.json)
catalog_fixture("glossary-term-cs.json", "glossary-term", SUMMARY, "cs",
                set_catalog(SUMMARY, "cs", "Nejvyšší úroveň iOS: určuje vzhled aplikace."))
# quotation-marks
catalog_fixture("quotation-marks-cs.json", "quotation-marks", QUOTE, "cs",
                set_catalog(QUOTE, "cs", 'Zpráva SDK "Use WidgetKit instead" označuje rozhraní.'))
catalog_fixture("quotation-marks-sv.json", "quotation-marks", QUOTE, "sv",
                set_catalog(QUOTE, "sv", 'SDK-meddelandet "Use WidgetKit instead" markerar API:t.'))
catalog_fixture("quotation-marks-ru.json", "quotation-marks", QUOTE, "ru",
                set_catalog(QUOTE, "ru", 'Сообщение SDK "Use WidgetKit instead" помечает API.'))


# ---------------------------------------------------------------------------------------------

def baseline(units):
    """unit id -> {language: fingerprint} for every non-English text; units: id -> {language: text}."""
    store = {}
    for unit, texts in units.items():
        if "en" not in texts:
            continue
        for language in texts:
            if language != "en":
                store.setdefault(unit, {})[language] = fingerprint(texts["en"])
    return store


def write_store(path, store):
    document = {unit: {lang: store[unit][lang] for lang in sorted(store[unit])} for unit in sorted(store)}
    text, _ = write(document)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    os.makedirs(os.path.join(HERE, "clean"), exist_ok=True)
    os.makedirs(os.path.join(HERE, "broken"), exist_ok=True)
    text, _ = write(xcstrings(UI))
    with open(os.path.join(HERE, "clean", "Localizable.xcstrings"), "w", encoding="utf-8") as f:
        f.write(text)
    text, _ = write(CATALOG)
    with open(os.path.join(HERE, "clean", "catalog.json"), "w", encoding="utf-8") as f:
        f.write(text)

    for name in os.listdir(os.path.join(HERE, "broken")):
        os.remove(os.path.join(HERE, "broken", name))
    expectations = {}
    for kind, name, rule, unit, key, language, mutate, severity, states, fingerprints in BROKEN:
        if kind == "ui":
            ui = copy.deepcopy(UI)
            mutate(ui)
            text, positions = write(xcstrings(ui, states))
            line, column = ui_position(positions, key, language, ui)
            units = {"ui/" + k: v for k, v in ui.items()}
        else:
            catalog = copy.deepcopy(CATALOG)
            mutate(catalog)
            text, positions = write(catalog)
            line, column = catalog_position(positions, catalog, unit, language)
            units = {u: catalog_text(catalog, u) for u in catalog_units(catalog)}
        with open(os.path.join(HERE, "broken", name), "w", encoding="utf-8") as f:
            f.write(text)
        if fingerprints:
            action, f_unit, f_language = fingerprints
            store = baseline(units)
            if action == "change":
                store[f_unit][f_language] = fnv1a("an older English text")
            else:
                del store[f_unit][f_language]
            write_store(os.path.join(HERE, "broken", os.path.splitext(name)[0] + ".fingerprints.json"), store)
        expectations[name] = {
            "rule": rule,
            "unit": unit,
            "language": language,
            "severity": severity or ("warning" if rule in WARNINGS else "error"),
            "line": line,
            "column": column,
        }
    text, _ = write({k: expectations[k] for k in sorted(expectations)})
    with open(os.path.join(HERE, "broken", "expectations.json"), "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %d broken fixtures" % len(expectations))


WARNINGS = {"identical-to-english", "stale", "unverified", "translation-state", "french-spacing", "quotation-marks", "glossary-term"}

if __name__ == "__main__":
    main()
