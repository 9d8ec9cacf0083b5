#!/usr/bin/env python3
"""Writes each feature preview's fixtures (Features/<Name>Feature/Preview/Fixtures/<resource>.json): a few of the
API's records, copied exactly from the snapshot, that the feature's demo passes on with `<Name>Preview --fixtures`.

Run it from the package root, with the snapshot beside the clone (or its directory as the first argument):

    python3 Scripts/make-preview-fixtures.py [../shared/data/rickandmorty]

The records are the API's facts; a test in each feature's suite compares them with the snapshot when it is there.
"""
import json
import os
import sys

SNAPSHOT = sys.argv[1] if len(sys.argv) > 1 else "../shared/data/rickandmorty"

# The records each preview shows: enough for its demo (three pages of five characters, two of episodes, a filter
# that leaves a location out, a detail's related items).
PREVIEWS = {
    "Characters": {"character": range(1, 13), "episode": range(1, 4)},
    "Episodes": {"episode": [1, 2, 3, 4, 5, 12, 13, 14], "character": [1, 2, 3, 4, 5]},
    "Locations": {"location": range(1, 7), "character": [38, 45, 71, 82, 83]},
}


def load(resource):
    with open(os.path.join(SNAPSHOT, f"{resource}s.json"), encoding="utf-8") as file:
        return {record["id"]: record for record in json.load(file)}


def main():
    records = {resource: load(resource) for resource in ("character", "episode", "location")}
    for feature, wanted in PREVIEWS.items():
        folder = os.path.join("Features", f"{feature}Feature", "Preview", "Fixtures")
        os.makedirs(folder, exist_ok=True)
        for resource, ids in wanted.items():
            chosen = [records[resource][record_id] for record_id in ids]
            with open(os.path.join(folder, f"{resource}.json"), "w", encoding="utf-8") as file:
                json.dump(chosen, file, ensure_ascii=False, indent=1)
                file.write("\n")
            print(f"{folder}/{resource}.json: {len(chosen)} records")


if __name__ == "__main__":
    main()
