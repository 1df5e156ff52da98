"""The Python half of Scripts/check-plurals, which sets up its environment and arguments; run it through that script."""
import decimal, json, sys
import babel
from babel import Locale
from babel.core import get_cldr_version

LOCALES = ["en", "cs", "fr", "ru", "sv"]

# Integers go to Babel as int, decimals as decimal.Decimal built from the text: Babel reads a
# float 1.0 as the integer 1 (v = 0), so a float would hide the difference CLDR makes.
integers = list(range(0, 1001)) + [
    1001, 1002, 1005, 1011, 1012, 1014, 1021, 1100, 1111, 1112, 10000, 10001, 10011, 100000,
    999999, 1000000, 1000001, 1000010, 1000100, 1100000, 2000000, 3000000, 10000000, 100000000,
    1000000000, 1000000000000, 10**21, 10**21 + 1, 10**21 + 2, 10**21 + 11,
    -1, -2, -3, -5, -11, -21, -22, -25, -1000000,
]
decimals = [f"{k // 10}.{k % 10}" for k in range(0, 251)]  # 0.0, 0.1, …, 25.0
decimals += [
    "0.00", "0.01", "0.05", "0.10", "0.50", "1.00", "1.01", "1.50", "2.00", "2.05", "3.00",
    "4.00", "5.00", "21.00", "0.000", "0.001", "1.000", "3.000", "1.0000",
    "31.0", "41.0", "51.0", "100.0", "100.5", "101.0", "102.0", "111.0", "112.0", "1000.0",
    "1000.1", "1001.0", "10000.0", "100000.0", "999999.9", "1000000.0", "1000000.5",
    "1000000.00", "2000000.0", "10000000.0", "-0.5", "-1.0", "-1.5", "-2.0", "-21.0",
    "1000000000000000000000.0", "0.123456789012345678901234567890",
]

cases = []
for code in LOCALES:
    rule = Locale.parse(code).plural_form
    for number in integers:
        cases.append({"locale": code, "number": str(number), "category": rule(number)})
    for text in decimals:
        cases.append({"locale": code, "number": text, "category": rule(decimal.Decimal(text))})

with open(sys.argv[1], "w", encoding="utf-8") as out:
    json.dump({"babel": babel.__version__, "cldr": str(get_cldr_version()), "cases": cases},
              out, ensure_ascii=False, indent=1)
    out.write("\n")
print(f"check-plurals: Babel {babel.__version__} (CLDR {get_cldr_version()}), "
      f"{len(cases)} cases written to {sys.argv[1]}")
