"""Die Abschnitte einer Lektion (``lernlabor/autoren/abschnitte.py``) gelten für jede Lektion.

Jede Lektionsseite jedes Tracks hat die Pflichtabschnitte in ihrer Reihenfolge, freie nur an
ihrem Ort; jede Vorlage (die neutrale und die jedes Tracks) ergibt eine solche Seite; die
Autorenseite zeigt genau die Tabelle aus dem Code. Je Lektion ein Test mit ihrem Pfad, damit
``lernlabor teste`` ihn für die Seite mitprüft.
"""

import pytest

from lernlabor.autoren.abschnitte import ABSCHNITTE, pruefe_abschnitte, tabelle, ueberschriften
from lernlabor.autoren.tracks import tracks
from lernlabor.autoren.vorlagen import LEKTION_NEUTRAL
from lernlabor.web.lessons import markdown_text
from tests.repo_kopie import WURZEL
from tests.test_autoren_tracks import lektionen

SEITEN = [pfad for _, pfad in lektionen()]


@pytest.mark.parametrize("seite", SEITEN, ids=[str(p.relative_to(WURZEL)) for p in SEITEN])
def test_jede_lektion_hat_ihre_abschnitte(seite):
    fehler = pruefe_abschnitte(markdown_text(seite))
    orte = [f"{seite.relative_to(WURZEL)}:{zeile}: {text}" for zeile, text in fehler]
    assert not orte, "\n".join(orte)


def test_jede_vorlage_ergibt_eine_lektion_mit_ihren_abschnitten():
    vorlagen = {"neutral": LEKTION_NEUTRAL}
    for track in tracks(WURZEL):
        if track.vorlage:
            vorlagen[track.vorlage] = (WURZEL / track.vorlage).read_text("utf-8")
    for name, text in vorlagen.items():
        assert pruefe_abschnitte(text) == [], name
        assert "$uebungen" in text, name


def test_die_autorenseite_zeigt_die_abschnitte_aus_dem_code():
    seite = (WURZEL / "docs" / "autoren" / "index.md").read_text("utf-8")
    assert tabelle() in seite
    pflicht = [a.name for a in ABSCHNITTE if a.pflicht]
    assert pflicht == ["Worum es geht", "Konzept", "Fallen", "Übungen", "Merksatz"] + [
        "Prüfstein",
        "Quelle",
    ]


LEKTION = """\
## Worum es geht
## Konzept
```python
## kein Abschnitt: ein Kommentar im Code
```
## Fallen
## Übungen
## Zusatzübung: lokal
## Merksatz
## Prüfstein
## Quelle
"""


def test_pruefe_abschnitte_nimmt_eine_richtige_seite_und_ueberliest_code():
    assert pruefe_abschnitte(LEKTION) == []
    assert [t for _, t in ueberschriften(LEKTION)][:3] == ["Worum es geht", "Konzept", "Fallen"]
    mit_js = LEKTION.replace("## Konzept", "## Von JS/TS her gedacht\n## Konzept")
    assert pruefe_abschnitte(mit_js) == []


@pytest.mark.parametrize(
    ("aendern", "zeile", "meldung"),
    [
        (("## Fallen\n", ""), 6, "Vor „## Übungen“ fehlt der Pflichtabschnitt „Fallen“."),
        (("## Quelle\n", ""), 10, "Es fehlt der Pflichtabschnitt „Quelle“"),
        (("## Konzept\n", "## Extra\n## Konzept\n"), 2, "Der eigene Abschnitt „## Extra“"),
        (("## Merksatz\n## Prüfstein\n", "## Prüfstein\n## Merksatz\n"), 9, "„Merksatz“"),
        (("## Worum es geht\n", ""), 1, "Vor „## Konzept“ fehlt der Pflichtabschnitt „Worum"),
    ],
)
def test_pruefe_abschnitte_nennt_zeile_und_grund(aendern, zeile, meldung):
    fehler = pruefe_abschnitte(LEKTION.replace(*aendern))
    assert fehler and fehler[0][0] == zeile and meldung in fehler[0][1], fehler
