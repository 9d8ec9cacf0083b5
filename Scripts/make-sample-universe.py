#!/usr/bin/env python3
"""Writes the bundled sample universe from the API snapshot: real records, copied byte for byte.

    python3 Scripts/make-sample-universe.py [SNAPSHOT_DIR]

SNAPSHOT_DIR defaults to $RICKANDMORTY_SNAPSHOT, else ../shared/data/rickandmorty beside the package. The output
goes to Infrastructure/APIReplica/Resources/SampleUniverse (characters.json, episodes.json, locations.json), in the
snapshot's own format (a JSON array sorted by id, two-space indent, UTF-8), each object exactly as the snapshot
holds it: the API's absolute URLs are kept, and the replica rewrites their base when it serves them.

What the sample holds:
- episodes: the 21 of seasons 1 and 2;
- characters: the list below: the Smith family, the characters the tour, the demos, the README and the tests name,
  and a guest or two of each episode of seasons 1 and 2;
- locations: every place a chosen character comes from or is in, so `open origin` and `open location` always
  resolve within the sample.

Real records link to ids beyond the sample (Rick's episodes of seasons 3 to 5, an episode's whole cast, a location's
every resident). They are kept as they are: the multi-id endpoint omits unknown ids, as the API does, so a detail
lists the linked items the sample has, and opening an id it does not have is the API's "not found".

The standard library only; run it again after changing the lists, then run the APIReplica tests.
"""

import json
import os
import sys
from pathlib import Path

EPISODE_IDS = list(range(1, 22))

CHARACTER_IDS = [
    1, 2, 3, 4, 5,  # the Smith family (the tour, every demo)
    7, 17, 18, 19, 20, 26, 29, 36, 47, 64, 82, 83, 103, 108, 118, 119, 122, 127, 136, 151, 162, 179, 186, 193,
    196, 197, 201, 202, 211, 230, 240, 242, 243, 244, 259, 262, 270, 272, 294, 302, 306, 321, 324, 329, 331, 344,
    347, 352, 353, 372, 388, 389, 826,
]

PACKAGE = Path(__file__).resolve().parent.parent
OUTPUT = PACKAGE / "Infrastructure" / "APIReplica" / "Resources" / "SampleUniverse"
API_PREFIX = "https://rickandmortyapi.com/api/"


def snapshot_directory():
    if len(sys.argv) > 1:
        return Path(sys.argv[1])
    explicit = os.environ.get("RICKANDMORTY_SNAPSHOT", "")
    if explicit and explicit != "none":
        return Path(explicit)
    return PACKAGE.parent / "shared" / "data" / "rickandmorty"


def linked_id(url, resource):
    prefix = API_PREFIX + resource + "/"
    if not url.startswith(prefix):
        raise ValueError(f"{url} is not a {resource} URL of the API")
    return int(url[len(prefix):])


def read(directory, name):
    with open(directory / name, encoding="utf-8") as file:
        return {record["id"]: record for record in json.load(file)}


def pick(records, ids, name):
    missing = [record_id for record_id in ids if record_id not in records]
    if missing:
        sys.exit(f"error: the snapshot's {name} has no ids {missing}")
    return [records[record_id] for record_id in sorted(set(ids))]


def write(name, records):
    text = json.dumps(records, indent=2, ensure_ascii=False) + "\n"
    (OUTPUT / name).write_text(text, encoding="utf-8")


def main():
    directory = snapshot_directory()
    if not (directory / "characters.json").is_file():
        sys.exit(f"error: no API snapshot at {directory}; pass its directory or set RICKANDMORTY_SNAPSHOT")
    characters = pick(read(directory, "characters.json"), CHARACTER_IDS, "characters.json")
    episodes = pick(read(directory, "episodes.json"), EPISODE_IDS, "episodes.json")
    places = {
        linked_id(character[key]["url"], "location")
        for character in characters
        for key in ("origin", "location")
        if character[key]["url"]
    }
    locations = pick(read(directory, "locations.json"), places, "locations.json")

    episode_ids = set(EPISODE_IDS)
    unseen = [c["id"] for c in characters if not episode_ids & {linked_id(u, "episode") for u in c["episode"]}]
    if unseen:
        sys.exit(f"error: characters {unseen} appear in no episode of the sample")

    write("characters.json", characters)
    write("episodes.json", episodes)
    write("locations.json", locations)
    print(
        f"wrote {len(characters)} characters, {len(episodes)} episodes and {len(locations)} locations "
        f"from {directory} to {OUTPUT.relative_to(PACKAGE)}"
    )


if __name__ == "__main__":
    main()
