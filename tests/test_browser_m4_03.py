"""The three exercise widgets of lesson M4·03 in Chromium, against the built page.

One shared page for the module (Pyodide boots once). Like the fixtures in
``tests/browser/fixtures.py`` it checks afterwards that no request left 127.0.0.1 and that no
script error happened. The exercise helpers come from ``tests/test_browser.py``.
"""

import pytest

from lernlabor.pruefen import pruefe
from lernlabor.uebung import finde
from tests.browser.fixtures import Recorder, browser, server
from tests.test_browser import editor_text, press, result, set_code, widget

__all__ = ["browser", "server"]  # fixtures, used by name

LESSON_M4_03 = "ki/m4/03-tool-ergebnisse/"
IDS = ("m4-03-uebung-1", "m4-03-uebung-2", "m4-03-uebung-3")


@pytest.fixture(scope="module")
def m4_03(browser, server):
    recorder = Recorder(browser, server)
    recorder.page.goto(server.url + LESSON_M4_03)
    yield recorder
    recorder.close()
    assert recorder.foreign_requests() == [], "requests left 127.0.0.1"
    assert recorder.errors == [], "script errors in the page"


def test_all_three_widgets_render_with_their_starter_and_buttons(m4_03):
    page = m4_03.page
    for uebung_id in IDS:
        root = widget(page, uebung_id)
        assert root.count() == 1, uebung_id
        # The editor box, not the whole exercise: with long rules the editor is made only near it.
        root.locator(".ll-code").scroll_into_view_if_needed()
        root.locator(".cm-content").wait_for(state="visible")
        assert editor_text(page, uebung_id) == finde(uebung_id).starter
        for name in ("Ausführen", "Prüfen", "Hinweis"):
            assert root.get_by_role("button", name=name, exact=True).is_visible(), name


def test_solution_of_exercise_3_passes_against_the_openai_simulator_in_the_page(m4_03):
    page = m4_03.page
    uebung_id = "m4-03-uebung-3"
    set_code(page, uebung_id, finde(uebung_id).loesung)
    press(page, uebung_id, "Prüfen")
    assert result(page, uebung_id)[0] == "bestanden"
    assert widget(page, uebung_id).locator(".ll-abzeichen").is_visible()


def test_starter_of_exercise_1_fails_with_the_same_feedback_as_cpython(m4_03):
    page = m4_03.page
    uebung_id = "m4-03-uebung-1"
    starter = finde(uebung_id).starter
    set_code(page, uebung_id, starter)
    press(page, uebung_id, "Prüfen")
    outcome, _text = result(page, uebung_id)
    expected = pruefe(uebung_id, starter)
    assert outcome == expected["ergebnis"] == "nicht-bestanden"
    shown = widget(page, uebung_id).locator(".ll-meldungen li").all_inner_texts()
    assert shown == expected["meldungen"] and shown


def _shown_like_cpython(page, uebung_id, uebung_ordner, datei):
    """Types a known mistake of the exercise into its widget, checks it and returns the
    messages shown, once they are those CPython gives for the same code."""
    from pathlib import Path

    ordner = Path(__file__).parents[1] / "lernlabor/tracks/ki/uebungen/m4_03" / uebung_ordner
    code = (ordner / datei).read_text(encoding="utf-8")
    set_code(page, uebung_id, code)
    press(page, uebung_id, "Prüfen")
    outcome, _text = result(page, uebung_id)
    expected = pruefe(uebung_id, code)
    assert outcome == expected["ergebnis"] == "nicht-bestanden"
    shown = widget(page, uebung_id).locator(".ll-meldungen li").all_inner_texts()
    assert shown == expected["meldungen"]
    return shown


def test_known_mistake_of_exercise_3_gets_the_same_diagnosis_as_cpython(m4_03):
    """Its diagnosis needs the fingerprint of the events (hashlib in Pyodide) to match the one
    stored by CPython in faelle.json: a falsy tool result taken for an error (rule 4)."""
    shown = _shown_like_cpython(
        m4_03.page, "m4-03-uebung-3", "uebung_3", "falsch_falsy_als_fehler.py"
    )
    assert "kein Fehler" in shown[-1] and "Regel 4 verletzt" in shown[-1]


def test_own_keyerror_subclass_of_exercise_1_is_replayed_in_the_page(m4_03):
    """A stored case names its exception class with module (DateiFehlt, a KeyError of the
    exercise's contract): Pyodide must import it to replay the case and give the diagnosis."""
    shown = _shown_like_cpython(m4_03.page, "m4-03-uebung-1", "uebung_1", "falsch_genauer_typ.py")
    assert "Regel 6 verletzt" in shown[-1] and "DateiFehlt" in shown[-1]
