"""The generated site: a recurring cast in no word list, exact gold spans, local words unlabeled."""

from __future__ import annotations

from stream.core.categories import Label
from stream.recognize.vocabulary.cues import is_listed
from stream.synthetic.site import SiteGenerator, site_cast


def test_notes_are_reproducible_and_sites_differ() -> None:
    assert SiteGenerator(2).note(7) == SiteGenerator(2).note(7)
    assert site_cast(2) != site_cast(3)


def test_gold_spans_are_exactly_the_cast_and_local_words_are_no_phi() -> None:
    site = SiteGenerator(4)
    cast = site.cast
    places = {n for pair in (cast.home, *cast.neighbours) for n in pair}
    places |= set(cast.wards) | set(cast.buildings)
    staff = {n for s in (*cast.doctors, *cast.nurses) for n in (s.first, s.last, s.short,
                                                                 f"{s.first} {s.last}")}
    local_words = 0
    for note in site.notes(200):
        text = note.text.lower()
        for span in note.spans:
            value = note.text[span.start:span.end].lower()
            if span.label is Label.HOSPITAL:
                assert value in {p.lower() for p in places}
            elif span.label is Label.LOCATION:
                assert value in {t.lower() for t in cast.towns}
            elif span.label is Label.STAFF:
                assert value in {s.lower() for s in staff}
        for word in (cast.protocol.lower(), cast.unit.lower()):
            at = text.find(word)
            if at >= 0:
                local_words += 1
                assert not any(s.start <= at < s.end for s in note.spans)
    assert local_words > 5


def test_invented_words_are_in_no_list_and_staff_have_short_names() -> None:
    cast = site_cast(5)
    invented = [cast.home[0].split()[0], *(n.split()[0] for n, _ in cast.neighbours),
                *cast.towns, *(w.split()[0] for w in (*cast.wards, *cast.buildings))]
    invented += [n for s in (*cast.doctors, *cast.nurses) for n in (s.first, s.last, s.short)]
    assert not any(is_listed(word) for word in invented)
    assert all(len(s.short) < len(s.first) for s in cast.nurses)
