"""Jede Übung im Register: Lösung besteht, Starter nicht, jede falsche Antwort gibt ihre Meldung.

Wie futurecoders ``test_steps.py``: ein Test, der den ganzen Kurs abläuft. Neue Übungen sind
automatisch dabei, sobald sie im Register stehen.
"""

import re

import pytest

from lernlabor.uebung import alle, finde
from lernlabor.uebung.definition import paket_von
from tests.urteile_im_lauf import ordner_des_laufs, urteil

PLATZHALTER = re.compile(r"\{\{?[A-Za-z_]\w*(![rsa])?(:[^{}]*)?\}\}?")
UEBUNGEN = alle()
IDS = [u.id for u in UEBUNGEN]
FALSCHE = [(u.id, f) for u in UEBUNGEN for f in u.falsche_antworten]
ANDERE = [(u.id, nummer, code) for u in UEBUNGEN for nummer, code in enumerate(u.andere_loesungen)]


@pytest.fixture(scope="session")
def urteile(tmp_path_factory):
    """Urteile, die tests/test_pruefen_pyodide.py im selben Lauf schon rechnete."""
    return ordner_des_laufs(tmp_path_factory)


def _text(ergebnis):
    """Alles, was Lernende lesen: Meldungen und die Überschrift eines Fehlers."""
    teile = list(ergebnis["meldungen"])
    if ergebnis["fehler"]:
        teile.append(ergebnis["fehler"]["titel"])
    return "\n".join(teile)


def _ohne_internen_fehler(ergebnis):
    titel = (ergebnis["fehler"] or {}).get("titel", "")
    assert "Interner Fehler" not in titel, _text(ergebnis) + ergebnis["fehler"]["traceback"]
    # Ein Platzhalter ({name}, {wert!r}, {{name}}): eine Vorlage, die nie durch format() ging.
    # Verschachtelte dicts in Meldungen ('input': {...}}) sind keiner.
    ohne_code = re.sub(r"`[^`]*`", "", _text(ergebnis))  # Code darf {rest} zeigen
    assert not PLATZHALTER.search(ohne_code), _text(ergebnis)


@pytest.mark.parametrize("uebung_id", IDS)
def test_loesung_besteht(uebung_id, urteile):
    ergebnis = urteil(urteile, uebung_id, finde(uebung_id).loesung)  # JSON-Form: ganz als JSON
    assert ergebnis["ergebnis"] == "bestanden", _text(ergebnis)
    assert ergebnis["fehler"] is None


@pytest.mark.parametrize("uebung_id", IDS)
def test_starter_besteht_nicht(uebung_id, urteile):
    ergebnis = urteil(urteile, uebung_id, finde(uebung_id).starter)
    _ohne_internen_fehler(ergebnis)
    assert ergebnis["ergebnis"] != "bestanden", _text(ergebnis)
    assert len(ergebnis["meldungen"]) >= 1


@pytest.mark.parametrize(
    ("uebung_id", "falsche"), FALSCHE, ids=[f"{i}/{f.datei}" for i, f in FALSCHE]
)
def test_falsche_antwort_gibt_ihre_meldung(uebung_id, falsche, urteile):
    ergebnis = urteil(urteile, uebung_id, falsche.code)  # in JSON-Form: also ohne Rest
    _ohne_internen_fehler(ergebnis)
    assert ergebnis["ergebnis"] in ("nicht-bestanden", "fehler"), _text(ergebnis)
    for ausschnitt in falsche.ausschnitte:
        assert ausschnitt in _text(ergebnis), _text(ergebnis)


@pytest.mark.parametrize(
    ("uebung_id", "nummer", "code"), ANDERE, ids=[f"{i}/anders-{n}" for i, n, _ in ANDERE]
)
def test_andere_richtige_loesung_besteht(uebung_id, nummer, code, urteile):
    ergebnis = urteil(urteile, uebung_id, code)
    assert ergebnis["ergebnis"] == "bestanden", _text(ergebnis)


@pytest.mark.parametrize("uebung", UEBUNGEN, ids=IDS)
def test_form_der_uebung(uebung):
    assert uebung.stufe in ("leicht", "mittel", "schwer")
    assert uebung.titel, "Die Übung braucht einen Titel."
    assert uebung.hinweise, "Die Übung braucht mindestens einen Hinweis."
    assert uebung.zeitlimit > 0, "Das Zeitlimit muss größer als 0 Sekunden sein."
    assert uebung.starter != uebung.loesung, (
        "starter.py ist gleich loesung.py: Der Starter soll die Aufgabe offen lassen."
    )
    assert uebung.falsche_antworten, "Jede Übung braucht bekannte falsche Antworten."
    # Konvention: id -> Ordner; die Prüfungen (oder der Vertrag) liegen im Paket der id.
    ordner = paket_von(uebung)
    assert ordner.replace("_", "-").replace(".", "-").endswith(uebung.id), ordner
    setup = uebung.setup()
    assert setup is not uebung.setup(), "Das Setup muss bei jedem Aufruf frisch sein."


@pytest.mark.parametrize("uebung", UEBUNGEN, ids=IDS)
def test_jede_datei_falsch_und_anders_im_ordner_wird_geprueft(uebung, repo_root):
    """Eine ``falsch_*.py`` oder ``anders_*.py``, die keine Liste der Übung nennt (und kein
    Vertrag als Irrtum findet), prüfte niemand: So lag eine in M4·02 Zusatz von Runde 18 bis 22."""
    ordner = repo_root.joinpath(*paket_von(uebung).split("."))
    falsch = {p.name for p in ordner.glob("falsch_*.py")}
    assert falsch <= {f.datei for f in uebung.falsche_antworten}, sorted(falsch)
    anders = {p.read_text("utf-8") for p in ordner.glob("anders_*.py")}
    assert anders <= set(uebung.andere_loesungen), sorted(p.name for p in ordner.glob("anders_*"))


def test_autorenseite_zeigt_die_echten_dateien(repo_root):
    """Jeder Block mit title="lernlabor/…" auf der Autorenseite ist genau die Datei."""
    seite = (repo_root / "docs" / "autoren" / "index.md").read_text(encoding="utf-8")
    bloecke = re.findall(r'```(?:python|py3) title="(lernlabor/[^"]+)"\n(.*?)```\n', seite, re.S)
    dateien = {pfad for pfad, _ in bloecke}
    ordner = repo_root / "lernlabor" / "uebung" / "beispiel" / "verdoppeln"
    erwartet = {f"lernlabor/uebung/beispiel/verdoppeln/{p.name}" for p in ordner.glob("*.py")}
    erwartet.add("lernlabor/uebung/beispiel/__init__.py")  # das Paket der Lektion mit UEBUNGEN
    assert dateien == erwartet, "Die Seite soll jede Datei des Beispiels zeigen."
    for pfad, text in bloecke:
        assert text == (repo_root / pfad).read_text(encoding="utf-8"), pfad
    assert "```uebung\nid: beispiel-verdoppeln\n```" in seite
