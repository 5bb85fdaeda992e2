"""Der Lauf der Lektionsblöcke (``markdown_lauf.py``): Meldungen zeigen auf die richtige Zeile.

Kleine Markdown-Seiten in einem temporären Ordner, direkt mit ``Seite`` ausgeführt.
"""

import pytest

from tests.markdown_lauf import AusgabeAbweichung, FruehererBlockGescheitert, seite

PY, OUT, ENDE = "```python", "```output", "```"


def _seite(tmp_path, *zeilen):
    datei = tmp_path / "seite.md"
    datei.write_text("\n".join(zeilen) + "\n", "utf8")
    return seite(datei, neu=True)


def test_abweichung_nennt_die_zeile_des_ausgabe_blocks(tmp_path):
    lauf = _seite(tmp_path, "# Titel", "", PY, "print(2 + 3)", ENDE, "", OUT, "6", ENDE)
    with pytest.raises(AusgabeAbweichung) as info:
        lauf.fuehre_bis(lauf.bloecke[0].zeile)
    assert info.value.ort.endswith("seite.md:7")
    assert (
        str(info.value)
        .splitlines()[0]
        .endswith("seite.md:7: Die Ausgabe des Blocks ab Zeile 4 weicht vom Ausgabe-Block ab.")
    )
    assert info.value.tatsaechlich == "5\n"


def test_frueherer_fehler_wird_als_solcher_gemeldet(tmp_path):
    lauf = _seite(tmp_path, PY, "{}['x']", ENDE, "", PY, "print(1)", ENDE, "", OUT, "1", ENDE)
    with pytest.raises(FruehererBlockGescheitert) as info:
        lauf.fuehre_bis(lauf.bloecke[1].zeile)
    text = str(info.value)
    assert "seite.md:2: Ein früherer Block ist gescheitert (KeyError: 'x')" in text
    assert "Der Block ab Zeile 6 lief deshalb nicht" in text
    assert info.value.__cause__ is None and info.value.__suppress_context__


def test_der_gescheiterte_block_selbst_zeigt_seinen_fehler(tmp_path):
    lauf = _seite(tmp_path, PY, "{}['x']", ENDE)
    with pytest.raises(KeyError):
        lauf.fuehre_bis(lauf.bloecke[0].zeile)


@pytest.mark.parametrize(
    ("code", "ausgabe"),
    [
        ("next(iter([]))", "StopIteration"),
        ("raise StopIteration('leer')", "StopIteration: leer"),
        ("class Kaputt(Exception): pass\nraise Kaputt('x')", "Kaputt: x"),
        (
            "import json\njson.loads('{')",
            "JSONDecodeError: Expecting property name enclosed in "
            "double quotes: line 1 column 2 (char 1)",
        ),
    ],
)
def test_absichtlich_scheiternde_bloecke_jeder_art(tmp_path, code, ausgabe):
    lauf = _seite(tmp_path, PY, code, ENDE, "", OUT, ausgabe, ENDE)
    lauf.fuehre_bis(lauf.bloecke[0].zeile)


def test_angekuendigter_fehler_muss_kommen(tmp_path):
    lauf = _seite(tmp_path, PY, "x = 1", ENDE, "", OUT, "StopIteration", ENDE)
    with pytest.raises(AusgabeAbweichung, match="kein Fehler geworfen"):
        lauf.fuehre_bis(lauf.bloecke[0].zeile)


def test_falscher_fehler_ist_eine_abweichung(tmp_path):
    lauf = _seite(tmp_path, PY, "next(iter([]))", ENDE, "", OUT, "KeyError: 'x'", ENDE)
    with pytest.raises(AusgabeAbweichung):
        lauf.fuehre_bis(lauf.bloecke[0].zeile)


def test_gewoehnliche_ausgabe_mit_doppelpunkt_ist_kein_fehler(tmp_path):
    lauf = _seite(tmp_path, PY, "print('Summe: 5')", ENDE, "", OUT, "Summe: 5", ENDE)
    lauf.fuehre_bis(lauf.bloecke[0].zeile)
