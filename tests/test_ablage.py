"""Gespeicherte Urteile je Übung (lernlabor/autoren/ablage.py): Mutanten-Tor und Fälle.

Ein Urteil gilt nur für den Schlüssel seiner Eingaben; wer eine Änderung zurücknimmt,
bekommt das Urteil von vorher, ohne neu zu rechnen.
"""

import dataclasses
from pathlib import Path

import pytest

from lernlabor.autoren import ablage, mutantenlauf
from lernlabor.autoren import faelle as suche
from lernlabor.autoren.mutantenlauf import teste_mutanten as tor
from lernlabor.uebung import finde


def test_ein_anderer_schluessel_findet_nichts_ein_zurueckgenommener_das_alte(tmp_path):
    ablage.lege_ab(tmp_path, "m4-05-uebung-1", "a", "json", "Urteil zu a")
    assert ablage.lies(tmp_path, "m4-05-uebung-1", "a", "json") == "Urteil zu a"
    assert ablage.lies(tmp_path, "m4-05-uebung-1", "b", "json") is None
    assert ablage.lies(tmp_path, "m4-05-uebung-2", "a", "json") is None  # eine andere Übung
    assert ablage.lies(tmp_path, "m4-05-uebung-1", "a", "txt") is None  # ein anderer Cache
    ablage.lege_ab(tmp_path, "m4-05-uebung-1", "b", "json", "Urteil zu b")
    assert ablage.lies(tmp_path, "m4-05-uebung-1", "a", "json") == "Urteil zu a"
    assert ablage.lies(tmp_path, "m4-05-uebung-1", "b", "json") == "Urteil zu b"


def test_es_bleiben_die_zuletzt_benutzten_und_nur_die_eigenen_gehen(tmp_path):
    ablage.lege_ab(tmp_path, "m4-05-uebung-10", "x", "json", "andere Übung")
    for schluessel in ("a", "b", "c", "d"):
        ablage.lege_ab(tmp_path, "m4-05-uebung-1", schluessel, "json", schluessel)
    assert ablage.lies(tmp_path, "m4-05-uebung-1", "a", "json") == "a"  # a wieder benutzt
    ablage.lege_ab(tmp_path, "m4-05-uebung-1", "e", "json", "e")  # eins mehr: b geht
    bleiben = [s for s in "abcde" if ablage.lies(tmp_path, "m4-05-uebung-1", s, "json")]
    assert bleiben == ["a", "c", "d", "e"] and len(bleiben) == ablage.BEHALTEN
    assert ablage.lies(tmp_path, "m4-05-uebung-10", "x", "json") == "andere Übung"
    assert not list(tmp_path.glob("*.teil"))


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
    monkeypatch.setattr(suche, "_pruefe_aktuell", lambda u, b: laeufe.append(schluessel[0]) or [])
    monkeypatch.setattr(suche, "_cache_schluessel", lambda u, b: schluessel[0])
    for schluessel[0] in ("a", "b", "a", "b", "c"):
        assert suche.pruefe_aktuell(uebung, cache=tmp_path) == []
    assert laeufe == ["a", "b", "c"]


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
