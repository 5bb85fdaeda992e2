"""Die drei Übungen von M4·05 im echten Widget (Chromium, Pyodide), auf der gebauten Seite.

Eine Seite für alle Tests, damit Pyodide einmal startet. Urteil und Meldungen müssen genau
die der Kommandozeile sein; nach dem Modul prüft die Fixture, dass keine Anfrage 127.0.0.1
verließ und kein Skriptfehler auftrat. Die Musterlösungen kommen getippt und geklickt ins
Widget, wie bei Lernenden; die bekannten Irrtümer mit ``check_in_widget`` in einem Zug (in
Chromium urteilt dasselbe Widget, nur ohne 0,4 s Tastatur und Mausklick je Prüfung).
"""

import pytest

from lernlabor.pruefen import pruefe
from lernlabor.uebung import finde
from tests.browser.fixtures import Recorder, browser, prepare_profile, server
from tests.test_browser import check_in_widget, press, result, set_code, widget

__all__ = ["browser", "server"]  # Fixtures, über den Namen benutzt

SEITE = "ki/m4/05-agenten-mit-grenzen/"


@pytest.fixture(scope="module")
def profil(browser):  # noqa: F811 – Fixture aus tests.browser.fixtures
    """Chromium mit Profil, gestartet, bevor ``seite`` auf den Bau der Website wartet."""
    prepare_profile(browser)
    return browser


@pytest.fixture(scope="module")
def seite(profil, server):  # noqa: F811
    recorder = Recorder(profil, server)
    recorder.page.goto(server.url + SEITE)
    yield recorder.page
    recorder.close()
    assert recorder.foreign_requests() == [], "Anfragen verließen 127.0.0.1"
    assert recorder.errors == [], "Skriptfehler auf der Seite"


def _falsche(uebung_id, datei):
    return next(f.code for f in finde(uebung_id).falsche_antworten if f.datei == datei)


# Die erste Musterlösung getippt und geklickt wie von Lernenden: Das Tippen fällt in Pythons
# Start, den die erste Prüfung ohnehin abwartet. Die anderen gehen in einem Zug ins Widget.
@pytest.mark.parametrize(
    ("uebung_id", "getippt"),
    [
        pytest.param("m4-05-uebung-1", True, id="m4-05-uebung-1-getippt"),
        pytest.param("m4-05-uebung-2", False, id="m4-05-uebung-2"),
        pytest.param("m4-05-uebung-3", False, id="m4-05-uebung-3"),
    ],
)
def test_musterloesung_besteht_im_browser(seite, uebung_id, getippt):
    loesung = finde(uebung_id).loesung
    if getippt:
        set_code(seite, uebung_id, loesung)
        press(seite, uebung_id, "Prüfen")
        urteil = result(seite, uebung_id)[0]
    else:
        urteil, _meldungen = check_in_widget(seite, uebung_id, loesung)
    assert urteil == "bestanden"
    assert widget(seite, uebung_id).locator(".ll-abzeichen").is_visible()


@pytest.mark.parametrize(
    ("uebung_id", "datei"),
    [
        ("m4-05-uebung-1", "falsch_eval_leere_builtins.py"),
        ("m4-05-uebung-1", "falsch_nur_syntaxerror.py"),  # ein einzelnes Surrogat aus faelle.json
        # eval auf einem Umweg: Pyodide (3.14) erzeugt anderen Code für make_dataclass
        ("m4-05-uebung-1", "falsch_typangabe_umweg.py"),
        ("m4-05-uebung-1", "falsch_str_unterklasse.py"),  # eine StrUnterklasse aus faelle.json
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
    urteil, gezeigt = check_in_widget(seite, uebung_id, code)
    erwartet = pruefe(uebung_id, code)
    assert urteil == erwartet["ergebnis"] == "nicht-bestanden"
    assert gezeigt == erwartet["meldungen"] and gezeigt


def test_im_browser_steht_der_text_der_ausnahme_von_pyodides_python(seite):
    """Regel 5 an `1 % 0`: Die Meldung zeigt Pythons eigenen Text, nicht einen umgeschriebenen,
    und der hängt an der Version (3.13 „integer modulo by zero“, Pyodide mit 3.14 „division by
    zero“). Sonst sagt der Browser Wort für Wort dasselbe wie die Kommandozeile."""
    code = _falsche("m4-05-uebung-1", "falsch_ohne_nulldivision.py")
    urteil, gezeigt = check_in_widget(seite, "m4-05-uebung-1", code)
    erwartet = pruefe("m4-05-uebung-1", code)
    try:
        1 % 0  # noqa: B018 – der Text dieses Pythons
    except ZeroDivisionError as fehler:
        hier = f"ZeroDivisionError: {fehler} aus."
    assert "berechne(ausdruck='1 % 0')" in erwartet["meldungen"][1]
    assert urteil == erwartet["ergebnis"] == "nicht-bestanden"
    pyodide = "ZeroDivisionError: division by zero aus."
    assert gezeigt == [m.replace(hier, pyodide) for m in erwartet["meldungen"]]
