#!/usr/bin/env python3
"""Adds up JUnit/xUnit result files (lit, ctest) into one closing line.

Prints each skipped test with its reason, then "N passed, N failed, N skipped".
Exits non-zero if a file is missing or unreadable, or any test failed.
"""
import sys
import xml.etree.ElementTree as ET


def main(paths):
    passed = failed = skipped = 0
    broken = False
    for path in paths:
        try:
            root = ET.parse(path).getroot()
        except (OSError, ET.ParseError) as err:
            print(f"summary: cannot read {path}: {err}")
            broken = True
            continue
        for case in root.iter("testcase"):
            name = f"{case.get('classname', '')}.{case.get('name', '')}"
            if case.find("failure") is not None or case.find("error") is not None:
                failed += 1
            elif case.find("skipped") is not None:
                skipped += 1
                reason = case.find("skipped").get("message", "") or "no reason given"
                print(f"skipped: {name}: {reason}")
            else:
                passed += 1
    if broken:
        failed += 1
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
