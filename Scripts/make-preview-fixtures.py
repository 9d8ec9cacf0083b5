#!/usr/bin/env python3
"""Writes the fixtures a feature's preview runs on with `--fixtures` (Features/<Name>Feature/Preview/Fixtures/
<resource>.json): a few of the API's records, copied exactly from the snapshot.

Run it from the package root, with the snapshot beside the clone (or its directory given with --snapshot):

    python3 Scripts/make-preview-fixtures.py                          # every preview's fixtures, anew
    python3 Scripts/make-preview-fixtures.py Favorites character=1,2  # one preview's records, chosen by id

With no feature named, every preview found under Features/ is written anew from the snapshot, each file keeping the
ids it holds. Naming a feature writes its files with the ids given (`resource=ID,ID,...`, one per resource). The
records are the API's facts; the feature contract suite compares them with the snapshot when it is there.
"""
import argparse
import glob
import json
import os


def load(snapshot, resource):
    with open(os.path.join(snapshot, f"{resource}s.json"), encoding="utf-8") as file:
        return {record["id"]: record for record in json.load(file)}


def write(folder, resource, records, ids):
    chosen = [records[record_id] for record_id in ids]
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"{resource}.json"), "w", encoding="utf-8") as file:
        json.dump(chosen, file, ensure_ascii=False, indent=1)
        file.write("\n")
    print(f"{folder}/{resource}.json: {len(chosen)} records")


def main():
    parser = argparse.ArgumentParser(description="Write the previews' fixtures from the API snapshot.")
    parser.add_argument("--snapshot", default="../shared/data/rickandmorty")
    parser.add_argument("feature", nargs="?", help="a feature's name, such as Favorites")
    parser.add_argument("records", nargs="*", help="resource=ID,ID,... for the named feature")
    arguments = parser.parse_args()
    snapshot = {resource: load(arguments.snapshot, resource) for resource in ("character", "episode", "location")}
    if arguments.feature:
        folder = os.path.join("Features", f"{arguments.feature}Feature", "Preview", "Fixtures")
        for wanted in arguments.records:
            resource, ids = wanted.split("=", 1)
            write(folder, resource, snapshot[resource], [int(text) for text in ids.split(",") if text])
        return
    for path in sorted(glob.glob(os.path.join("Features", "*Feature", "Preview", "Fixtures", "*.json"))):
        resource = os.path.basename(path)[: -len(".json")]
        with open(path, encoding="utf-8") as file:
            ids = [record["id"] for record in json.load(file)]
        write(os.path.dirname(path), resource, snapshot[resource], ids)


if __name__ == "__main__":
    main()
