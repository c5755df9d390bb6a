#!/usr/bin/env python3
"""Adds up JUnit/xUnit result files (lit, ctest) into one closing line.

Prints each skipped test with its reason, the counts of each conformance
corpus by check, then "N passed, N failed, N skipped". Exits non-zero if a
file is missing or unreadable, or any test failed.
"""
import collections
import sys
import xml.etree.ElementTree as ET


def conformance_key(classname, name):
    """(corpus, check) of a conformance kernel's test, or None."""
    if "Conformance" not in classname:
        return None
    corpus = classname.split("Conformance", 1)[1].strip("./") or "."
    check = name.partition(":")[2] or "import, simplify, linearize"
    return corpus, check


def main(paths):
    passed = failed = skipped = 0
    broken = False
    corpora = collections.defaultdict(collections.Counter)
    for path in paths:
        try:
            root = ET.parse(path).getroot()
        except (OSError, ET.ParseError) as err:
            print(f"summary: cannot read {path}: {err}")
            broken = True
            continue
        for case in root.iter("testcase"):
            name = f"{case.get('classname', '')}.{case.get('name', '')}"
            key = conformance_key(case.get("classname", ""),
                                  case.get("name", ""))
            if case.find("failure") is not None or case.find("error") is not None:
                failed += 1
                outcome = "failed"
            elif case.find("skipped") is not None:
                skipped += 1
                outcome = "skipped"
                reason = case.find("skipped").get("message", "") or "no reason given"
                print(f"skipped: {name}: {reason}")
            else:
                passed += 1
                outcome = "passed"
            if key:
                corpora[key][outcome] += 1
    for (corpus, check), counts in sorted(corpora.items()):
        print(f"conformance {corpus} {check}: {counts['passed']} passed, "
              f"{counts['failed']} failed, {counts['skipped']} skipped")
    if broken:
        failed += 1
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
