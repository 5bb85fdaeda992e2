"""Gespeicherte Urteile je Übung (lernlabor/autoren/ablage.py): Mutanten-Tor und Fälle.

Ein Urteil gilt nur für den Schlüssel seiner Eingaben; wer eine Änderung zurücknimmt,
bekommt das Urteil von vorher, ohne neu zu rechnen. Wie der Ordner die letzten behält, prüft
tests/test_keep.py (lernlabor/web/keep.py).
"""

import dataclasses
from pathlib import Path

import pytest

from lernlabor.autoren import faelle as suche
from lernlabor.autoren import mutantenlauf
from lernlabor.autoren.mutantenlauf import teste_mutanten as tor
from lernlabor.uebung import finde


def test_das_mutanten_tor_rechnet_nach_einer_zurueckgenommenen_aenderung_nicht(
    tmp_path, monkeypatch
):
    uebung = finde("beispiel-verdoppeln")
    anders = dataclasses.replace(uebung, loesung=uebung.loesung.replace("2 *", "zahl +"))
    erst = tor(uebung, cache=tmp_path)
    tor(anders, cache=tmp_path)
    monkeypatch.setattr(mutantenlauf, "_pruefe_alle", lambda *a: pytest.fail("neu gerechnet"))
    zurueck = tor(uebung, cache=tmp_path)
    assert [u.urteil for u in zurueck.urteile] == [u.urteil for u in erst.urteile]
    nochmal = dataclasses.replace(uebung, loesung=uebung.loesung.replace("2 *", "2 * 1 *"))
    with pytest.raises(pytest.fail.Exception, match="neu gerechnet"):
        tor(nochmal, cache=tmp_path)  # ein Schlüssel, den es noch nicht gab


def test_die_faelle_pruefung_rechnet_nach_einer_zurueckgenommenen_aenderung_nicht(
    tmp_path, monkeypatch
):
    uebung = finde("m4-04-uebung-3")
    laeufe, schluessel = [], ["a"]
    alle = {i.datei for i in uebung.vertrag.irrtuemer}
    monkeypatch.setattr(
        suche, "_pruefe_aktuell", lambda u, b, **_: laeufe.append(schluessel[0]) or ([], alle, True)
    )
    monkeypatch.setattr(suche, "_cache_schluessel", lambda u, b: schluessel[0])
    for schluessel[0] in ("a", "b", "a", "c", "d", "e", "a", "b"):
        assert suche.pruefe_aktuell(uebung, cache=tmp_path) == []
    # Die letzten vier (ablage.BEHALTEN) bleiben: e verdrängt b, das am längsten ungenutzt lag.
    assert laeufe == ["a", "b", "c", "d", "e", "b"]


def test_die_liste_der_mutanten_kommt_aus_dem_cache_bis_sich_loesung_oder_mutierer_aendern(
    tmp_path, monkeypatch
):
    from lernlabor.autoren import mutanten as modul

    code = finde("beispiel-verdoppeln").loesung
    frisch = modul.mutanten(code)
    assert modul.mutanten(code, tmp_path) == frisch  # berechnet und abgelegt
    echt = modul._mutanten
    monkeypatch.setattr(modul, "_mutanten", lambda c: pytest.fail("neu berechnet"))
    assert modul.mutanten(code, tmp_path) == frisch  # dieselben Mutanten, aus dem Cache
    with pytest.raises(pytest.fail.Exception, match="neu berechnet"):
        modul.mutanten(code.replace("2 *", "3 *"), tmp_path)  # eine andere Lösung
    # Ein anderer Mutierer (hier: eine Kopie mit einer Zeile mehr) macht andere Mutanten.
    kopie = tmp_path / "kopie"
    kopie.mkdir()
    for name in ("mutanten.py", "mutierer.py"):
        (kopie / name).write_bytes(Path(modul.__file__).with_name(name).read_bytes())
    with (kopie / "mutierer.py").open("a", encoding="utf-8") as datei:
        datei.write("# geändert\n")
    monkeypatch.setattr(modul, "__file__", str(kopie / "mutanten.py"))
    with pytest.raises(pytest.fail.Exception, match="neu berechnet"):
        modul.mutanten(code, tmp_path)
    monkeypatch.setattr(modul, "_mutanten", echt)
    assert modul.mutanten(code, tmp_path) == frisch
