"""Die Schlüssel der Caches von Fällen und Mutanten-Tor gelten je Übung (lernlabor/autoren/
pruefsumme.py): Sie folgen allem, was die Übung laden kann, und nicht den anderen Übungen."""

import ast
import shutil
from pathlib import Path

import pytest

from lernlabor import uebung as register
from lernlabor.autoren import faelle, mutantenlauf, pruefsumme
from lernlabor.uebung.definition import paket_von

PAKET = Path(pruefsumme.__file__).resolve().parents[1]
UEBUNGEN = register.alle()


def test_die_ordner_der_uebungen_sind_die_des_registers():
    aus_dem_register = {"/".join(paket_von(u).split(".")[1:]) for u in UEBUNGEN}
    assert set(pruefsumme.uebungsordner()) == aus_dem_register


def _geladene_module(datei, paket_name):
    """Die absoluten Namen der Module, die ``datei`` (im Paket ``paket_name``) importiert."""
    namen = []
    for knoten in ast.walk(ast.parse(datei.read_text("utf-8"))):
        if isinstance(knoten, ast.Import):
            namen += [a.name for a in knoten.names]
        elif isinstance(knoten, ast.ImportFrom):
            basis = paket_name.split(".")
            # „.“ ist das Paket der Datei (auch in __init__.py), jeder Punkt mehr eine Stufe höher
            basis = basis[: len(basis) - knoten.level + 1] if knoten.level else []
            kopf = ".".join([*basis, *([knoten.module] if knoten.module else [])])
            namen += [kopf, *(f"{kopf}.{a.name}" for a in knoten.names)]
    return namen


@pytest.mark.parametrize("uebung", UEBUNGEN, ids=[u.id for u in UEBUNGEN])
def test_keine_uebung_laedt_code_einer_anderen(uebung):
    """Sonst müsste der Schlüssel einer Übung auch die Ordner der anderen lesen."""
    eigenes = paket_von(uebung)
    andere = [f"lernlabor.{o.replace('/', '.')}" for o in pruefsumme.uebungsordner()]
    andere.remove(eigenes)
    ordner = PAKET.parent.joinpath(*eigenes.split("."))
    for datei in sorted(ordner.rglob("*.py")):
        paket_name = ".".join(datei.parent.relative_to(PAKET.parent).parts)
        for name in _geladene_module(datei, paket_name):
            fremd = [a for a in andere if name == a or name.startswith(f"{a}.")]
            assert not fremd, f"{datei.relative_to(PAKET.parent)} lädt {name}"


def test_die_pruefung_der_importe_sieht_relative_importe(tmp_path):
    """Gegenprobe zum Test darüber: Importe aus der Nachbarübung fallen auf."""
    paket_name = "lernlabor.tracks.ki.uebungen.m4_04.uebung_1"
    datei = PAKET.parent.joinpath(*paket_name.split("."), "__init__.py")
    assert f"{paket_name}.vertrag" in _geladene_module(datei, paket_name)
    nachbarin = "lernlabor.tracks.ki.uebungen.m4_04.uebung_2"
    for code in (
        "from ..uebung_2 import loesung\n",
        "from ...m4_04.uebung_2.loesung import x\n",
        f"import {nachbarin}.loesung\n",
    ):
        probe = tmp_path / "probe.py"
        probe.write_text(code, encoding="utf-8")
        assert any(n.startswith(nachbarin) for n in _geladene_module(probe, paket_name)), code


@pytest.fixture
def kopie(tmp_path, monkeypatch):
    """Eine Kopie des Pakets, deren Prüfsummen die Schlüssel bestimmen."""
    ziel = tmp_path / "lernlabor"
    shutil.copytree(PAKET, ziel, ignore=shutil.ignore_patterns("__pycache__", "web"))
    monkeypatch.setattr(pruefsumme, "__file__", str(ziel / "autoren" / "pruefsumme.py"))
    pruefsumme.vergiss()
    yield ziel
    pruefsumme.vergiss()


UEBUNG = "m4-04-uebung-3"
ORDNER = "tracks/ki/uebungen/m4_04/uebung_3"


@pytest.mark.parametrize(
    ("datei", "aendert"),
    [
        (f"{ORDNER}/faelle.json", True),
        # Ihr Code zählt je Irrtum für sich (faelle._summe), und das Tor liest nur
        # ihren Kopf, wie die Prüfung (test_der_kopf_einer_falschen_antwort_aendert_den_schluessel).
        (f"{ORDNER}/falsch_min_k.py", False),
        (f"{ORDNER}/anders_formel.py", False),  # eine andere Lösung liest die Prüfung nie
        (f"{ORDNER}/vertrag.py", True),
        ("tracks/ki/uebungen/m4_04/__init__.py", True),  # ihre Lektion
        ("tracks/ki/simulator/basis.py", True),  # ihr Track
        ("tracks/ki/__init__.py", True),
        ("pruefen/vertrag.py", True),
        ("uebung/definition.py", True),
        ("autoren/mutierer.py", True),
        ("grenzen.py", True),
        ("tracks/ki/uebungen/m4_04/uebung_2/loesung.py", False),  # Nachbarin, gleiche Lektion
        ("tracks/ki/uebungen/m4_02/uebung_1/faelle.json", False),
        ("uebung/beispiel/verdoppeln/loesung.py", False),
    ],
)
def test_der_schlussel_folgt_allem_was_die_uebung_laden_kann(kopie, datei, aendert):
    uebung = register.finde(UEBUNG)
    vorher_faelle = faelle._cache_schluessel(uebung, faelle.SUCHE_CI)
    vorher_tor = mutantenlauf._schluessel(uebung, 10.0, mutantenlauf.netz_faelle)
    ziel = kopie / datei
    ziel.write_text(ziel.read_text("utf-8") + "\n", encoding="utf-8")
    pruefsumme.vergiss()
    nachher_faelle = faelle._cache_schluessel(uebung, faelle.SUCHE_CI)
    nachher_tor = mutantenlauf._schluessel(uebung, 10.0, mutantenlauf.netz_faelle)
    assert (nachher_faelle != vorher_faelle) is aendert
    assert (nachher_tor != vorher_tor) is aendert


def test_der_kopf_einer_falschen_antwort_aendert_den_schluessel(kopie):
    """Regel und Diagnose stehen im Docstring: Die Prüfung liest sie, also zählen sie."""
    uebung = register.finde(UEBUNG)
    vorher = faelle._cache_schluessel(uebung, faelle.SUCHE_CI)
    vorher_tor = mutantenlauf._schluessel(uebung, 10.0, mutantenlauf.netz_faelle)
    ziel = kopie / ORDNER / "falsch_min_k.py"
    ziel.write_text(
        ziel.read_text("utf-8").replace("Eine Runde", "Jede Runde", 1), encoding="utf-8"
    )
    pruefsumme.vergiss()
    assert faelle._cache_schluessel(uebung, faelle.SUCHE_CI) != vorher
    assert mutantenlauf._schluessel(uebung, 10.0, mutantenlauf.netz_faelle) != vorher_tor


def test_die_urteile_der_pruefung_folgen_nur_dem_was_sie_liest(kopie):
    """Der Stand, nach dem ``teste`` die Urteile über die Antworten behält
    (``tests/urteile_im_lauf.py``): Der Code einer falschen oder anderen Antwort ändert ihn
    nicht (ihr eigenes Urteil schlüsselt ihr Code), ihr Kopf und jede andere Quelle schon."""
    stand, alles = pruefsumme.quelltexte(True), pruefsumme.quelltexte()

    def nach(datei, aendern):
        ziel = kopie / datei
        ziel.write_text(aendern(ziel.read_text("utf-8")), encoding="utf-8")
        pruefsumme.vergiss()
        return pruefsumme.quelltexte(True), pruefsumme.quelltexte()

    def code(text):
        return text + "\nx = 1\n"

    for datei in (f"{ORDNER}/anders_formel.py", f"{ORDNER}/falsch_min_k.py"):
        geaendert, alles_geaendert = nach(datei, code)
        assert geaendert == stand and alles_geaendert != alles
    kopf = nach(f"{ORDNER}/falsch_min_k.py", lambda t: t.replace("Eine Runde", "Jede Runde", 1))
    assert kopf[0] != stand
    assert nach(f"{ORDNER}/loesung.py", code)[0] not in (stand, kopf[0])


def test_eine_neue_datei_in_der_uebung_aendert_den_schluessel(kopie):
    uebung = register.finde(UEBUNG)
    vorher = faelle._cache_schluessel(uebung, faelle.SUCHE_CI)
    (kopie / ORDNER / "pruefungen.py").write_text("X = 1\n", encoding="utf-8")
    pruefsumme.vergiss()
    assert faelle._cache_schluessel(uebung, faelle.SUCHE_CI) != vorher


def test_eine_uebung_ausserhalb_der_ordner_nimmt_alle_quelltexte():
    class Gebaut:  # wie eine Übung, die ein Test baut: Prüfungen in tests/
        vertrag = None
        pruefungen = (test_eine_uebung_ausserhalb_der_ordner_nimmt_alle_quelltexte,)

    assert pruefsumme.fuer_uebung(Gebaut()) == pruefsumme.quelltexte()
    eine = pruefsumme.fuer_uebung(register.finde(UEBUNG))
    assert eine != pruefsumme.quelltexte()
