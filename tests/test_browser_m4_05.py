"""Die drei Übungen von M4·05 im echten Widget (Chromium, Pyodide), auf der gebauten Seite.

Eine Seite für alle Tests, damit Pyodide einmal startet. Urteil und Meldungen müssen genau
die der Kommandozeile sein; nach dem Modul prüft die Fixture, dass keine Anfrage 127.0.0.1
verließ und kein Skriptfehler auftrat.
"""

import pytest

from lernlabor.pruefen import pruefe
from lernlabor.uebung import finde
from tests.browser.fixtures import Recorder, browser, server
from tests.test_browser import press, result, set_code, widget

__all__ = ["browser", "server"]  # Fixtures, über den Namen benutzt

SEITE = "ki/m4/05-agenten-mit-grenzen/"


@pytest.fixture(scope="module")
def seite(browser, server):  # noqa: F811 – Fixtures aus tests.browser.fixtures
    recorder = Recorder(browser, server)
    recorder.page.goto(server.url + SEITE)
    yield recorder.page
    recorder.close()
    assert recorder.foreign_requests() == [], "Anfragen verließen 127.0.0.1"
    assert recorder.errors == [], "Skriptfehler auf der Seite"


def _falsche(uebung_id, datei):
    return next(f.code for f in finde(uebung_id).falsche_antworten if f.datei == datei)


@pytest.mark.parametrize("uebung_id", ["m4-05-uebung-1", "m4-05-uebung-2", "m4-05-uebung-3"])
def test_musterloesung_besteht_im_browser(seite, uebung_id):
    set_code(seite, uebung_id, finde(uebung_id).loesung)
    press(seite, uebung_id, "Prüfen")
    assert result(seite, uebung_id)[0] == "bestanden"
    assert widget(seite, uebung_id).locator(".ll-abzeichen").is_visible()


@pytest.mark.parametrize(
    ("uebung_id", "datei"),
    [
        ("m4-05-uebung-1", "falsch_eval_leere_builtins.py"),
        ("m4-05-uebung-1", "falsch_ohne_nulldivision.py"),  # Pythons Text hängt an der Version
        ("m4-05-uebung-1", "falsch_nur_syntaxerror.py"),  # ein einzelnes Surrogat aus faelle.json
        ("m4-05-uebung-2", "falsch_nur_ausserhalb_zitat.py"),
        ("m4-05-uebung-2", "falsch_bytes_dekodiert.py"),  # Bytes aus faelle.json in Pyodide
        ("m4-05-uebung-2", "falsch_find_gross_klein.py"),  # die Regel nach der eigenen Nummer
        ("m4-05-uebung-3", "falsch_wahrheitswert.py"),
        # Meldungen aus den Attrappen: TypeError mit dem Namen des Tools, neue Ausnahme.
        ("m4-05-uebung-3", "falsch_positionsargumente.py"),
        ("m4-05-uebung-3", "falsch_neue_ausnahme.py"),
    ],
)
def test_falsche_antwort_bekommt_im_browser_dieselbe_meldung(seite, uebung_id, datei):
    code = _falsche(uebung_id, datei)
    set_code(seite, uebung_id, code)
    press(seite, uebung_id, "Prüfen")
    urteil, _text = result(seite, uebung_id)
    erwartet = pruefe(uebung_id, code)
    assert urteil == erwartet["ergebnis"] == "nicht-bestanden"
    gezeigt = widget(seite, uebung_id).locator(".ll-meldungen li").all_inner_texts()
    assert gezeigt == erwartet["meldungen"] and gezeigt
