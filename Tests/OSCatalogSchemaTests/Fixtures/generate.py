#!/usr/bin/env python3
"""Writes the validation fixtures: valid/minimal.json and invalid/*.json with expectations.json.

Each invalid fixture is valid/minimal.json with ONE deliberate defect. The expected line and
column come from this script's own serializer (which records where every value and key is
written), not from the Swift code under test. Run from anywhere:
    python3 Tests/OSCatalogSchemaTests/Fixtures/generate.py
The fixtures are checked in; rerun only to change them.
"""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def text(en, cs, fr, ru, sv):
    return {"en": en, "cs": cs, "fr": fr, "ru": ru, "sv": sv}


def cite(locator):
    return [{"source": "seed-thesis", "locator": locator}]


MINIMAL = {
    "$schema": "schema/catalog.schema.json",
    "sources": [{
        "id": "seed-thesis",
        "kind": "thesis",
        "authors": ["Jan Novák"],
        "title": "Vývoj aplikací pro iOS",
        "publisher": "Jihočeská univerzita",
        "year": 2015,
        "language": "cs",
        "url": "https://example.org/theses/ios",
        "summary": text("A thesis on developing iOS apps.", "Diplomová práce o vývoji aplikací pro iOS.",
                        "Un mémoire sur le développement d’apps iOS.", "Дипломная работа о разработке приложений для iOS.",
                        "En avhandling om att utveckla iOS-appar."),
    }],
    "versions": [
        {"id": "ios-6", "name": "iOS 6", "major": 6, "announced": "2012-06-11", "released": "2012-09-19",
         "summary": text("The sixth version.", "Šestá verze.", "La sixième version.", "Шестая версия.", "Den sjätte versionen."),
         "highlights": [text("Maps by Apple.", "Mapy od Applu.", "Plans d’Apple.", "Карты Apple.", "Apples kartor.")],
         "citations": cite("kap. 1")},
        {"id": "ios-7", "name": "iOS 7", "major": 7, "announced": "2013-06-10", "released": "2013-09-18",
         "summary": text("The seventh version.", "Sedmá verze.", "La septième version.", "Седьмая версия.", "Den sjunde versionen."),
         "highlights": [text("A flat design.", "Plochý design.", "Un design épuré.", "Плоский дизайн.", "En platt design.")],
         "releases": [
             {"version": "7.0", "date": "2013-09-18", "build": "11A465", "citations": cite("tab. 1")},
             {"version": "7.0.2", "date": "2013-09-26", "citations": cite("tab. 1")},
             {"version": "7.1", "date": "2014-03-10", "citations": cite("tab. 1")},
         ],
         "support": {"receivesUpdates": False, "asOf": "2014-06-01", "citations": cite("tab. 2")},
         "citations": cite("kap. 1")},
        {"id": "ios-8", "name": "iOS 8", "major": 8, "announced": "2014-06-02", "released": "2014-09-17",
         "summary": text("The eighth version.", "Osmá verze.", "La huitième version.", "Восьмая версия.", "Den åttonde versionen."),
         "highlights": [text("App extensions.", "Rozšíření aplikací.", "Extensions d’apps.", "Расширения приложений.", "Apptillägg.")],
         "citations": cite("kap. 1")},
    ],
    "layers": [
        {"id": "cocoa-touch", "name": "Cocoa Touch", "position": 1,
         "summary": text("The top layer.", "Nejvyšší vrstva.", "La couche supérieure.", "Верхний уровень.", "Det översta lagret."),
         "citations": cite("kap. 2")},
        {"id": "core-services", "name": "Core Services", "position": 3,
         "summary": text("The services layer.", "Vrstva služeb.", "La couche des services.", "Уровень служб.", "Tjänstelagret."),
         "citations": cite("kap. 2")},
    ],
    "services": [
        {"id": "airdrop", "name": "AirDrop", "layer": "cocoa-touch", "introduced": "ios-7",
         "summary": text("Sharing between nearby devices.", "Sdílení mezi blízkými zařízeními.",
                         "Partage entre appareils proches.", "Обмен между соседними устройствами.",
                         "Delning mellan enheter i närheten."),
         "citations": cite("kap. 3")},
    ],
    "frameworks": [
        {"id": "ui-kit", "name": "UIKit", "module": "UIKit", "layer": "cocoa-touch", "introduced": "ios-6",
         "summary": text("Builds user interfaces.", "Vytváří uživatelská rozhraní.", "Construit des interfaces.",
                         "Создаёт интерфейсы.", "Bygger användargränssnitt."),
         "capabilities": [text("Views and controls.", "Pohledy a ovládací prvky.", "Vues et contrôles.",
                               "Представления и элементы управления.", "Vyer och kontroller.")],
         "citations": cite("kap. 4")},
        {"id": "address-book", "name": "Address Book", "module": "AddressBook", "layer": "core-services",
         "introduced": "ios-6", "deprecated": "ios-7", "replacedBy": "contacts",
         "summary": text("Reads the contacts database.", "Čte databázi kontaktů.", "Lit la base des contacts.",
                         "Читает базу контактов.", "Läser kontaktdatabasen."),
         "capabilities": [text("People records.", "Záznamy osob.", "Fiches de personnes.", "Записи о людях.", "Personposter.")],
         "citations": cite("kap. 4")},
        {"id": "contacts", "name": "Contacts", "module": "Contacts", "layer": "core-services", "introduced": "ios-7",
         "summary": text("Reads and writes contacts.", "Čte a zapisuje kontakty.", "Lit et écrit les contacts.",
                         "Читает и записывает контакты.", "Läser och skriver kontakter."),
         "capabilities": [text("Contact stores.", "Úložiště kontaktů.", "Magasins de contacts.", "Хранилища контактов.",
                               "Kontaktlager.")],
         "related": ["address-book"],
         "citations": cite("kap. 4")},
        {"id": "newsstand-kit", "name": "Newsstand Kit", "module": "NewsstandKit", "layer": "core-services",
         "introduced": "ios-6", "deprecated": "ios-7", "removed": "ios-8",
         "summary": text("Delivers magazine issues.", "Doručuje čísla časopisů.", "Livre des numéros de magazines.",
                         "Доставляет выпуски журналов.", "Levererar tidningsnummer."),
         "capabilities": [text("Background downloads.", "Stahování na pozadí.", "Téléchargements en arrière-plan.",
                               "Фоновые загрузки.", "Nedladdningar i bakgrunden.")],
         "citations": cite("kap. 4")},
    ],
    "codecs": [
        {"id": "aac", "name": "AAC", "kind": "audio",
         "summary": text("Advanced Audio Coding.", "Pokročilé kódování zvuku.", "Codage audio avancé.",
                         "Усовершенствованное кодирование звука.", "Avancerad ljudkodning."),
         "containers": ["m4a"],
         "citations": cite("kap. 5")},
        {"id": "h264-baseline", "name": "H.264 Baseline Profile", "kind": "video", "introduced": "ios-6",
         "summary": text("A video profile.", "Profil videa.", "Un profil vidéo.", "Видеопрофиль.", "En videoprofil."),
         "containers": ["mp4", "mov"],
         "limits": {"maxBitrateKbps": 2500, "maxWidth": 640, "maxHeight": 480, "maxFrameRate": 30,
                    "profile": "Baseline", "level": "3.0", "audio": "AAC-LC, up to 160 kb/s"},
         "support": [
             {"feature": "playback", "since": "ios-6", "citations": cite("tab. 3")},
             {"feature": "capture", "since": "ios-7",
              "requires": text("A camera.", "Kamera.", "Un appareil photo.", "Камера.", "En kamera."), "citations": cite("tab. 3")},
         ],
         "citations": cite("kap. 5")},
    ],
    "programs": [
        {"id": "developer-program", "name": "iOS Developer Program", "status": "retired", "started": "2008",
         "ended": "2015-06-08",
         "prices": [{"amount": 99, "currency": "EUR", "period": "year", "asOf": "2015-04-16", "citations": cite("kap. 6")}],
         "summary": text("The paid program.", "Placený program.", "Le programme payant.", "Платная программа.",
                         "Det betalda programmet."),
         "benefits": [text("App Store distribution.", "Distribuce v App Storu.", "Distribution sur l’App Store.",
                           "Распространение в App Store.", "Distribution i App Store.")],
         "citations": cite("kap. 6")},
    ],
    "tools": [
        {"id": "xcode", "name": "Xcode", "kind": "ide",
         "summary": text("The development environment.", "Vývojové prostředí.", "L’environnement de développement.",
                         "Среда разработки.", "Utvecklingsmiljön."),
         "details": [text("Includes the simulator.", "Obsahuje simulátor.", "Comprend le simulateur.",
                          "Включает симулятор.", "Innehåller simulatorn.")],
         "releases": [
             {"version": "5.0", "build": "5A1413", "date": "2013-09-18", "iosSDK": "7.0", "minimumMacOS": "10.8",
              "citations": cite("tab. 2")},
             {"version": "5.1", "date": "2014-03-10", "iosSDK": "7.1", "minimumMacOS": "10.8", "citations": cite("tab. 2")},
         ],
         "citations": cite("kap. 7")},
        {"id": "swift", "name": "Swift", "kind": "language",
         "summary": text("A programming language.", "Programovací jazyk.", "Un langage de programmation.",
                         "Язык программирования.", "Ett programspråk."),
         "details": [],
         "releases": [{"version": "1.0", "date": "2014-03-10", "xcode": "5.1", "citations": cite("tab. 3")}],
         "citations": cite("kap. 9")},
        {"id": "sdk-minimum-2014", "name": "iOS 7 SDK required", "kind": "submission-rule",
         "summary": text("Uploads must be built with the iOS 7 SDK.", "Nahrávané aplikace musí být sestaveny se SDK pro iOS 7.",
                         "Les envois doivent être compilés avec le SDK d’iOS 7.", "Загружаемые приложения нужно собирать с SDK iOS 7.",
                         "Uppladdade appar måste byggas med SDK:n för iOS 7."),
         "details": [], "effective": "2014-02-01",
         "citations": cite("kap. 8")},
    ],
}


class Raw:
    """A number written exactly as given (for values Python cannot print as JSON needs)."""

    def __init__(self, text):
        self.text = text


def serialize(value):
    """Two-space pretty JSON like json.dumps(indent=2, ensure_ascii=False), recording the 1-based
    line and column (in code points) of every value and every key, by JSON Pointer."""
    out = []
    positions = {}
    state = {"line": 1, "col": 1}

    def write(s):
        out.append(s)
        for ch in s:
            if ch == "\n":
                state["line"] += 1
                state["col"] = 1
            else:
                state["col"] += 1

    def here():
        return (state["line"], state["col"])

    def esc(token):
        return token.replace("~", "~0").replace("/", "~1")

    def emit(v, pointer, indent):
        positions[("value", pointer)] = here()
        if isinstance(v, Raw):
            write(v.text)
        elif isinstance(v, dict):
            if not v:
                write("{}")
                return
            write("{\n")
            items = list(v.items())
            for i, (k, x) in enumerate(items):
                write("  " * (indent + 1))
                positions[("key", pointer + "/" + esc(k))] = here()
                write(json.dumps(k, ensure_ascii=False) + ": ")
                emit(x, pointer + "/" + esc(k), indent + 1)
                write(",\n" if i < len(items) - 1 else "\n")
            write("  " * indent + "}")
        elif isinstance(v, list):
            if not v:
                write("[]")
                return
            write("[\n")
            for i, x in enumerate(v):
                write("  " * (indent + 1))
                emit(x, pointer + "/" + str(i), indent + 1)
                write(",\n" if i < len(v) - 1 else "\n")
            write("  " * indent + "]")
        else:
            write(json.dumps(v, ensure_ascii=False))

    emit(value, "", 0)
    write("\n")
    return "".join(out), positions


def position_of_offset(data, offset):
    """Line and column (in code points) of byte `offset` of UTF-8 `data` (bytes before it must be valid)."""
    before = data[:offset].decode("utf-8")
    line = before.count("\n") + 1
    col = len(before) - (before.rfind("\n") + 1) + 1
    return line, col


FIXTURES = []  # (name, rule, schemaValid, defect, mutate, target)


def fixture(name, rule, schema_valid, defect, target):
    def register(mutate):
        FIXTURES.append((name, rule, schema_valid, defect, mutate, target))
        return mutate
    return register


def entry(doc, collection, entry_id):
    return next(e for e in doc[collection] if e["id"] == entry_id)


def insert_after(d, after_key, key, value):
    items = list(d.items())
    d.clear()
    for k, v in items:
        d[k] = v
        if k == after_key:
            d[key] = value


# ---- schema violations (the file does not satisfy the JSON Schema) ----

@fixture("schema-unknown-property", "schema", False, "a framework has 'introduce', a misspelt field", ("key", "/frameworks/0/introduce"))
def _(d): insert_after(entry(d, "frameworks", "ui-kit"), "introduced", "introduce", "ios-6")

@fixture("schema-unknown-collection", "schema", False, "the top-level key 'framework' is not a collection", ("key", "/framework"))
def _(d): d["framework"] = []

@fixture("schema-missing-name", "schema", False, "a tool has no 'name'", ("value", "/tools/0"))
def _(d): del entry(d, "tools", "xcode")["name"]

@fixture("schema-layer-rationale-missing", "schema", False, "a framework's layer is assigned by oscat, with no layerRationale saying why", ("value", "/frameworks/2"))
def _(d): insert_after(entry(d, "frameworks", "contacts"), "layer", "layerBasis", "assigned")

@fixture("schema-major-type", "schema", False, "a version's major is the string \"8\"", ("value", "/versions/2/major"))
def _(d): entry(d, "versions", "ios-8")["major"] = "8"

@fixture("schema-fractional-major", "schema", False, "a version's major is 7.5", ("value", "/versions/1/major"))
def _(d): entry(d, "versions", "ios-7")["major"] = Raw("7.5")

@fixture("schema-invalid-date", "schema", False, "a release date is 30 February", ("value", "/versions/1/released"))
def _(d): entry(d, "versions", "ios-7")["released"] = "2013-02-30"

@fixture("schema-unknown-codec-kind", "schema", False, "a codec's kind is 'hologram'", ("value", "/codecs/0/kind"))
def _(d): entry(d, "codecs", "aac")["kind"] = "hologram"

@fixture("schema-unknown-source-kind", "schema", False, "a source's kind is 'book'", ("value", "/sources/0/kind"))
def _(d): d["sources"][0]["kind"] = "book"

@fixture("schema-layer-position", "schema", False, "a layer's position is 5", ("value", "/layers/0/position"))
def _(d): entry(d, "layers", "cocoa-touch")["position"] = 5

@fixture("schema-currency-pattern", "schema", False, "a currency is written in lower case", ("value", "/programs/0/prices/0/currency"))
def _(d): d["programs"][0]["prices"][0]["currency"] = "eur"

@fixture("schema-negative-price", "schema", False, "a price is negative", ("value", "/programs/0/prices/0/amount"))
def _(d): d["programs"][0]["prices"][0]["amount"] = -99

@fixture("schema-price-missing-period", "schema", False, "a price has no period", ("value", "/programs/0/prices/0"))
def _(d): del d["programs"][0]["prices"][0]["period"]

@fixture("schema-price-undated", "schema", False, "a price has no source date", ("value", "/programs/0/prices/0"))
def _(d): del d["programs"][0]["prices"][0]["asOf"]

@fixture("schema-program-retired-open", "schema", False, "a retired program has no end", ("value", "/programs/0"))
def _(d): del d["programs"][0]["ended"]

@fixture("schema-program-active-ended", "schema", False, "an active program has an end", ("value", "/programs/0"))
def _(d): d["programs"][0]["status"] = "active"

@fixture("schema-program-started-format", "schema", False, "a program's start is written as a month", ("value", "/programs/0/started"))
def _(d): d["programs"][0]["started"] = "2008-03"

@fixture("program-dates", "program-dates", True, "a retired program ends before it started", ("value", "/programs/0/ended"))
def _(d): d["programs"][0]["started"] = "2018"

@fixture("future-date-price", "future-date", True, "a price is dated in 2030", ("value", "/programs/0/prices/0"))
def _(d): d["programs"][0]["prices"][0]["asOf"] = "2030-01-01"

@fixture("schema-summary-type", "schema", False, "a summary is a plain string", ("value", "/layers/1/summary"))
def _(d): entry(d, "layers", "core-services")["summary"] = "The services layer."

@fixture("schema-duplicate-container", "schema", False, "a container is listed twice", ("value", "/codecs/1/containers/1"))
def _(d): entry(d, "codecs", "h264-baseline")["containers"] = ["mp4", "mp4"]

@fixture("schema-module-pattern", "schema", False, "a module name has a space", ("value", "/frameworks/0/module"))
def _(d): entry(d, "frameworks", "ui-kit")["module"] = "UI Kit"

@fixture("schema-language-tag", "schema", False, "a source's language is 'Czech', not a tag", ("value", "/sources/0/language"))
def _(d): d["sources"][0]["language"] = "Czech"

@fixture("schema-extra-language", "schema", False, "a localized text has a German ('de') text", ("key", "/layers/0/summary/de"))
def _(d): entry(d, "layers", "cocoa-touch")["summary"]["de"] = "Die oberste Schicht."

@fixture("schema-highlights-type", "schema", False, "highlights is a string, not a list", ("value", "/versions/0/highlights"))
def _(d): entry(d, "versions", "ios-6")["highlights"] = "Maps by Apple."

@fixture("schema-schema-const", "schema", False, "$schema names the wrong path", ("value", "/$schema"))
def _(d): d["$schema"] = "catalog.schema.json"

@fixture("schema-top-level-array", "schema", False, "the file is an array, not an object", ("value", ""))
def _(d): return [d]

@fixture("schema-year-type", "schema", False, "a source's year is a string", ("value", "/sources/0/year"))
def _(d): d["sources"][0]["year"] = "2015"

@fixture("schema-citation-property", "schema", False, "a citation has a 'page' field", ("key", "/tools/0/citations/0/page"))
def _(d): entry(d, "tools", "xcode")["citations"][0]["page"] = 3

@fixture("schema-related-duplicate", "schema", False, "a related framework is listed twice", ("value", "/frameworks/2/related/1"))
def _(d): entry(d, "frameworks", "contacts")["related"] = ["address-book", "address-book"]

@fixture("citation-repeat-identical", "citation-repeat", False, "the same citation twice", ("value", "/layers/0/citations/1/source"))
def _(d): entry(d, "layers", "cocoa-touch")["citations"] = cite("kap. 2") + cite("kap. 2")

@fixture("schema-name-type", "schema", False, "a tool's name is true", ("value", "/tools/0/name"))
def _(d): entry(d, "tools", "xcode")["name"] = True

@fixture("schema-limit-type", "schema", False, "a codec limit is a string", ("value", "/codecs/1/limits/maxWidth"))
def _(d): entry(d, "codecs", "h264-baseline")["limits"]["maxWidth"] = "640"

@fixture("schema-note-type", "schema", False, "a note is a plain string", ("value", "/services/0/notes/0"))
def _(d): insert_after(entry(d, "services", "airdrop"), "summary", "notes", ["Only on newer devices."])

@fixture("schema-version-id-pattern", "schema", False, "a version id is not of the form ios-N", ("value", "/versions/3/id"))
def _(d):
    extra = copy.deepcopy(entry(d, "versions", "ios-8"))
    extra.update({"id": "ios-nine", "name": "iOS 9", "major": 9, "announced": "2015-06-08", "released": "2015-09-16"})
    d["versions"].append(extra)

# ---- semantic rules ----

@fixture("unique-id", "unique-id", True, "a program and a tool share the id 'xcode'", ("value", "/tools/0/id"))
def _(d): d["programs"][0]["id"] = "xcode"

@fixture("reference-layer", "reference", True, "a framework's layer is misspelt", ("value", "/frameworks/0/layer"))
def _(d): entry(d, "frameworks", "ui-kit")["layer"] = "cocoa-tuch"

@fixture("reference-related", "reference", True, "a related framework does not exist", ("value", "/frameworks/2/related/0"))
def _(d): entry(d, "frameworks", "contacts")["related"] = ["adress-book"]

@fixture("reference-version", "reference", True, "a service is introduced in a version the catalog lacks", ("value", "/services/0/introduced"))
def _(d): entry(d, "services", "airdrop")["introduced"] = "ios-9"

@fixture("reference-wrong-kind", "reference", True, "replacedBy names a layer, not a framework", ("value", "/frameworks/1/replacedBy"))
def _(d): entry(d, "frameworks", "address-book")["replacedBy"] = "core-services"

@fixture("unknown-source", "unknown-source", True, "a citation names a source that does not exist", ("value", "/tools/0/citations/0/source"))
def _(d): entry(d, "tools", "xcode")["citations"][0]["source"] = "seed-thesys"

@fixture("uncited-source", "uncited-source", True, "a second source that nothing cites", ("value", "/sources/1/id"))
def _(d):
    extra = copy.deepcopy(d["sources"][0])
    extra["id"] = "unused-book"
    extra["title"] = "Nepoužitá kniha"
    d["sources"].append(extra)

@fixture("citation-required-empty", "citation-required", False, "a tool's citations are empty", ("value", "/tools/0/citations"))
def _(d): entry(d, "tools", "xcode")["citations"] = []

@fixture("citation-required-missing", "citation-required", False, "a service has no citations", ("value", "/services/0"))
def _(d): del entry(d, "services", "airdrop")["citations"]

@fixture("version-order-major", "version-order", True, "two versions have major 7", ("value", "/versions/2/major"))
def _(d): entry(d, "versions", "ios-8")["major"] = 7

@fixture("version-order-release", "version-order", True, "iOS 8 is released before iOS 7", ("value", "/versions/2/released"))
def _(d):
    v = entry(d, "versions", "ios-8")
    v["announced"] = "2013-05-01"
    v["released"] = "2013-09-01"

@fixture("release-after-announcement", "release-after-announcement", True, "iOS 7 is released before it is announced", ("value", "/versions/1/released"))
def _(d): entry(d, "versions", "ios-7")["announced"] = "2013-10-01"

@fixture("release-order-version", "release-order", True, "iOS 7.1 is listed before 7.0.2", ("value", "/versions/1/releases/2"))
def _(d):
    r = entry(d, "versions", "ios-7")["releases"]
    r[1], r[2] = r[2], r[1]

@fixture("release-order-date", "release-order", True, "iOS 7.0.2 is dated before 7.0", ("value", "/versions/1/releases/1"))
def _(d): entry(d, "versions", "ios-7")["releases"][1]["date"] = "2013-09-10"

@fixture("release-order-major", "release-order", True, "a release of iOS 8 is listed under iOS 7", ("value", "/versions/1/releases/3"))
def _(d): entry(d, "versions", "ios-7")["releases"].append({"version": "8.0", "date": "2014-09-17", "citations": cite("tab. 1")})

@fixture("release-order-future", "release-order", True, "a release is dated in the future", ("value", "/versions/1/releases/2"))
def _(d): entry(d, "versions", "ios-7")["releases"][2]["date"] = "2999-01-01"

@fixture("release-order-first-date", "release-order", True, "the x.0 release is not dated on the version's release day", ("value", "/versions/1/releases/0"))
def _(d): entry(d, "versions", "ios-7")["releases"][0]["date"] = "2013-09-17"

@fixture("support-status-future", "support-status", True, "a support status is dated in the future", ("value", "/versions/1/support"))
def _(d): entry(d, "versions", "ios-7")["support"]["asOf"] = "2999-01-01"

@fixture("support-status-before-release", "support-status", True, "a support status is dated before the version's release", ("value", "/versions/1/support"))
def _(d): entry(d, "versions", "ios-7")["support"]["asOf"] = "2013-01-01"

@fixture("support-status-ended", "support-status", True, "a release ships after the status that says updates stopped", ("value", "/versions/1/releases/2"))
def _(d): entry(d, "versions", "ios-7")["support"]["asOf"] = "2014-01-01"

@fixture("schema-support-boolean", "schema", False, "receivesUpdates is a string, not true or false", ("value", "/versions/1/support/receivesUpdates"))
def _(d): entry(d, "versions", "ios-7")["support"]["receivesUpdates"] = "no"

@fixture("tool-releases-sdk", "tool-releases", True, "an Xcode ships an iOS SDK that is no recorded release", ("value", "/tools/0/releases/1"))
def _(d): entry(d, "tools", "xcode")["releases"][1]["iosSDK"] = "7.2"

@fixture("tool-releases-xcode", "tool-releases", True, "a Swift version names an Xcode that is not recorded", ("value", "/tools/1/releases/0"))
def _(d): entry(d, "tools", "swift")["releases"][0]["xcode"] = "5.2"

@fixture("tool-releases-date", "tool-releases", True, "Xcode releases are not oldest first", ("value", "/tools/0/releases/1"))
def _(d): entry(d, "tools", "xcode")["releases"][1]["date"] = "2013-01-01"

@fixture("schema-release-version", "schema", False, "a point release's version is not a dotted number", ("value", "/versions/1/releases/2/version"))
def _(d): entry(d, "versions", "ios-7")["releases"][2]["version"] = "7.1b"

@fixture("schema-submission-rule-effective", "schema", False, "a submission rule has no effective date", ("value", "/tools/2"))
def _(d): del entry(d, "tools", "sdk-minimum-2014")["effective"]

@fixture("lifecycle-deprecated-early", "lifecycle-order", True, "a framework is deprecated before it is introduced", ("value", "/frameworks/1/deprecated"))
def _(d):
    f = entry(d, "frameworks", "address-book")
    f["introduced"] = "ios-7"
    f["deprecated"] = "ios-6"

@fixture("lifecycle-removed-early", "lifecycle-order", True, "a framework is removed before it is deprecated", ("value", "/frameworks/3/removed"))
def _(d):
    f = entry(d, "frameworks", "newsstand-kit")
    f["deprecated"] = "ios-8"
    f["removed"] = "ios-7"

@fixture("replacement-without-deprecation", "replacement-without-deprecation", True, "a framework that is not deprecated names a replacement", ("value", "/frameworks/2/replacedBy"))
def _(d): insert_after(entry(d, "frameworks", "contacts"), "introduced", "replacedBy", "address-book")

@fixture("future-date-release", "future-date", True, "a release date in 2030", ("value", "/versions/2/released"))
def _(d): entry(d, "versions", "ios-8")["released"] = "2030-09-17"

@fixture("future-date-year", "future-date", True, "a source published in 2099", ("value", "/sources/0/year"))
def _(d): d["sources"][0]["year"] = 2099

@fixture("codec-limits-half-size", "codec-limits", True, "a width without a height", ("value", "/codecs/1/limits/maxWidth"))
def _(d): del entry(d, "codecs", "h264-baseline")["limits"]["maxHeight"]

@fixture("codec-limits-bitrate", "codec-limits", True, "a bit rate of 2 000 000 kb/s", ("value", "/codecs/1/limits/maxBitrateKbps"))
def _(d): entry(d, "codecs", "h264-baseline")["limits"]["maxBitrateKbps"] = 2000000

@fixture("codec-limits-frame-rate", "codec-limits", True, "a frame rate of 500", ("value", "/codecs/1/limits/maxFrameRate"))
def _(d): entry(d, "codecs", "h264-baseline")["limits"]["maxFrameRate"] = 500

@fixture("codec-limits-negative", "codec-limits", False, "a negative width", ("value", "/codecs/1/limits/maxWidth"))
def _(d): entry(d, "codecs", "h264-baseline")["limits"]["maxWidth"] = -640

@fixture("codec-limits-zero-bitrate", "codec-limits", False, "a bit rate of 0", ("value", "/codecs/1/limits/maxBitrateKbps"))
def _(d): entry(d, "codecs", "h264-baseline")["limits"]["maxBitrateKbps"] = 0

@fixture("media-support", "media-support", True, "a format plays before it was introduced", ("value", "/codecs/1/support/0"))
def _(d): entry(d, "codecs", "h264-baseline")["introduced"] = "ios-7"

@fixture("schema-introduced-basis-alone", "schema", False, "a format has an introducedBasis but no introduced release", ("value", "/codecs/0"))
def _(d): insert_after(entry(d, "codecs", "aac"), "kind", "introducedBasis", "documented")

@fixture("schema-support-feature", "schema", False, "a support fact's feature is 'stream'", ("value", "/codecs/1/support/0/feature"))
def _(d): entry(d, "codecs", "h264-baseline")["support"][0]["feature"] = "stream"

@fixture("codec-limits-audio", "codec-limits", False, "limits on an audio codec", ("value", "/codecs/0/limits"))
def _(d): insert_after(entry(d, "codecs", "aac"), "containers", "limits", {"maxBitrateKbps": 320})

@fixture("https-url", "https-url", False, "a source's url is http", ("value", "/sources/0/url"))
def _(d): d["sources"][0]["url"] = "http://example.org/theses/ios"

@fixture("citation-locator", "citation-locator", True, "a locator repeats the source's title", ("value", "/tools/0/citations/0/locator"))
def _(d): entry(d, "tools", "xcode")["citations"][0]["locator"] = "Vývoj aplikací pro iOS, kap. 7"

@fixture("citation-repeat", "citation-repeat", True, "a version cites the thesis twice", ("value", "/versions/1/citations/1/source"))
def _(d): entry(d, "versions", "ios-7")["citations"] = cite("kap. 1") + cite("kap. 3")

@fixture("source-document-no-url", "source-document", True, "a web page without a url", ("value", "/sources/0/id"))
def _(d):
    d["sources"][0]["kind"] = "web-page"
    del d["sources"][0]["url"]

@fixture("source-document-index", "source-document", True, "a source's url is a documentation index", ("value", "/sources/0/url"))
def _(d):
    d["sources"][0]["kind"] = "apple-documentation"
    d["sources"][0]["url"] = "https://developer.apple.com/documentation/"

@fixture("source-document-sdk-version", "source-document", True, "an SDK header without its SDK version", ("value", "/sources/0/kind"))
def _(d): d["sources"][0]["kind"] = "sdk-header"

@fixture("source-document-sdk-version-on-thesis", "source-document", True, "a thesis with an SDK version", ("value", "/sources/0/sdkVersion"))
def _(d): insert_after(d["sources"][0], "year", "sdkVersion", "17.0")

@fixture("source-mention", "source-mention", True, "a framework summary talks about the thesis",
         ("value", "/frameworks/0/summary/en"))
def _(d): d["frameworks"][0]["summary"]["en"] = "Builds the user interface, as the thesis describes."

@fixture("text-padded-name", "text-whitespace", False, "a name starts with a space", ("value", "/frameworks/0/name"))
def _(d): entry(d, "frameworks", "ui-kit")["name"] = " UIKit"

@fixture("text-empty-locator", "text-whitespace", False, "a citation's locator is empty", ("value", "/programs/0/citations/0/locator"))
def _(d): d["programs"][0]["citations"][0]["locator"] = ""

@fixture("text-double-space", "text-whitespace", True, "two spaces in a row in an English summary", ("value", "/layers/0/summary/en"))
def _(d): entry(d, "layers", "cocoa-touch")["summary"]["en"] = "The top  layer."

@fixture("text-trailing-space", "text-whitespace", False, "a French summary ends with a space", ("value", "/tools/0/summary/fr"))
def _(d): entry(d, "tools", "xcode")["summary"]["fr"] = "L’environnement de développement. "

@fixture("text-line-break", "text-whitespace", True, "a Czech capability holds a line break", ("value", "/frameworks/0/capabilities/0/cs"))
def _(d): entry(d, "frameworks", "ui-kit")["capabilities"][0]["cs"] = "Pohledy\na ovládací prvky."

@fixture("text-padded-author", "text-whitespace", False, "an author's name starts with a space", ("value", "/sources/0/authors/0"))
def _(d): d["sources"][0]["authors"] = [" Jan Novák"]

@fixture("text-nbsp-padding", "text-whitespace", False, "a title ends with a no-break space", ("value", "/sources/0/title"))
def _(d): d["sources"][0]["title"] = "Vývoj aplikací pro iOS\u00a0"

@fixture("id-format-uppercase", "id-format", False, "a framework id in camel case", ("value", "/frameworks/0/id"))
def _(d): entry(d, "frameworks", "ui-kit")["id"] = "UIKit"

@fixture("id-format-double-hyphen", "id-format", False, "an id with two hyphens in a row", ("value", "/codecs/1/id"))
def _(d): entry(d, "codecs", "h264-baseline")["id"] = "h264--baseline"

@fixture("id-format-too-long", "id-format", True, "an id of 69 characters", ("value", "/tools/0/id"))
def _(d): entry(d, "tools", "xcode")["id"] = "xcode-" + "-".join(["abcdefg"] * 8)

@fixture("id-format-reserved", "id-format", True, "an id that Windows reserves ('con')", ("value", "/tools/0/id"))
def _(d): entry(d, "tools", "xcode")["id"] = "con"

@fixture("id-format-reserved-com1", "id-format", True, "an id that Windows reserves ('com1')", ("value", "/programs/0/id"))
def _(d): d["programs"][0]["id"] = "com1"

@fixture("translation-missing-sv", "translation-missing", False, "a summary has no Swedish text", ("value", "/frameworks/0/summary"))
def _(d): del entry(d, "frameworks", "ui-kit")["summary"]["sv"]

@fixture("translation-missing-en", "translation-missing", False, "a summary has no English text", ("value", "/tools/0/summary"))
def _(d): del entry(d, "tools", "xcode")["summary"]["en"]

@fixture("translation-missing-item", "translation-missing", False, "a highlight has no Czech and no Russian text", ("value", "/versions/0/highlights/0"))
def _(d):
    h = entry(d, "versions", "ios-6")["highlights"][0]
    del h["cs"]
    del h["ru"]

@fixture("structure-huge-integer", "structure", True, "a major version number too large for the model", ("value", "/versions/2/major"))
def _(d): entry(d, "versions", "ios-8")["major"] = Raw("100000000000000000000")


# ---- JSON syntax errors (text edits on the valid file) ----

def syntax_fixtures(valid_text):
    data = valid_text.encode("utf-8")
    result = []

    def add(name, defect, new_bytes, offset):
        line, col = position_of_offset(new_bytes, offset)
        result.append((name, defect, new_bytes, line, col))

    def replace_once(old, new, error_at):
        """Replace the first `old` with `new`; the error is `error_at` bytes into `new`."""
        index = data.index(old.encode("utf-8"))
        new_bytes = data[:index] + new.encode("utf-8") + data[index + len(old.encode("utf-8")):]
        return new_bytes, index + len(new.encode("utf-8")[:error_at])

    b, o = replace_once('"m4a"\n', '"m4a",\n', len('"m4a"'))
    add("syntax-trailing-comma", "a trailing comma in a list", b, o)
    b, o = replace_once('"module": "UIKit",\n', '"module": "UIKit",\n      "name": "UIKit",\n', len('"module": "UIKit",\n      '))
    add("syntax-duplicate-key", "a key twice in one object", b, o)
    b, o = replace_once('"major": 6', '"major": 06', len('"major": '))
    add("syntax-leading-zero", "a number with a leading zero", b, o)
    b, o = replace_once('{\n  "$schema"', '{\n  // the catalog\n  "$schema"', len('{\n  '))
    add("syntax-comment", "a comment, which JSON does not have", b, o)
    marker = "développement d’apps".encode("utf-8")
    index = data.index(marker)
    e_acute = "é".encode("utf-8")
    at = index + marker.index(e_acute)
    b = data[:at] + b"\xe9" + data[at + len(e_acute):]
    add("syntax-invalid-utf8", "a Latin-1 byte instead of UTF-8", b, at)
    b = data[: len(data) - 40]
    add("syntax-truncated", "the file ends in the middle", b, len(b))
    b, o = replace_once('"name": "Xcode"', "'name': \"Xcode\"", 0)
    add("syntax-single-quotes", "a key in single quotes", b, o)
    return result


def main():
    valid_text, _ = serialize(MINIMAL)
    os.makedirs(os.path.join(HERE, "valid"), exist_ok=True)
    os.makedirs(os.path.join(HERE, "invalid"), exist_ok=True)
    with open(os.path.join(HERE, "valid", "minimal.json"), "w", encoding="utf-8") as f:
        f.write(valid_text)
    expectations = {}
    for name, rule, schema_valid, defect, mutate, (kind, pointer) in FIXTURES:
        doc = copy.deepcopy(MINIMAL)
        replaced = mutate(doc)
        if replaced is not None:
            doc = replaced
        text_out, positions = serialize(doc)
        line, col = positions[(kind, pointer)]
        with open(os.path.join(HERE, "invalid", name + ".json"), "w", encoding="utf-8") as f:
            f.write(text_out)
        expectations[name + ".json"] = {"rule": rule, "line": line, "column": col, "schemaValid": schema_valid, "defect": defect}
    for name, defect, content, line, col in syntax_fixtures(valid_text):
        with open(os.path.join(HERE, "invalid", name + ".json"), "wb") as f:
            f.write(content)
        expectations[name + ".json"] = {"rule": "json-syntax", "line": line, "column": col, "schemaValid": False, "defect": defect}
    with open(os.path.join(HERE, "invalid", "expectations.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(dict(sorted(expectations.items())), indent=2, ensure_ascii=False) + "\n")
    print(f"{len(expectations)} invalid fixtures")


if __name__ == "__main__":
    main()
