"""Übung m4-02-uebung-1: Meldungen zu den Ergebnissen der Tools nennen Regel 6 und sagen, was
fehlt, auch für Code, den kein bekannter Irrtum beschreibt (Einwände eines Fremdtests)."""

import pytest

from lernlabor.pruefen import pruefe
from lernlabor.uebung import finde

ID = "m4-02-uebung-1"
LOESUNG = finde(ID).loesung
ZEILE = "        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]\n"


def _mit_ergebnissen(ersatz, kopf=""):
    assert ZEILE in LOESUNG
    return kopf + LOESUNG.replace(ZEILE, ersatz)


def _meldung(code):
    ergebnis = pruefe(ID, code)
    assert ergebnis["ergebnis"] == "nicht-bestanden", ergebnis
    return " ".join(ergebnis["meldungen"][1:])


# Ein eigener Wrapper, den kein gespeicherter Irrtum nachbildet (eigener Fehlertext, eigene
# Auswahl), damit die Regel aus dem Vertrag kommt, nicht aus einer Diagnose.
WRAPPER = """
def _ergebnis(b, werkzeuge, id_feld, fange, fehler_markieren):
    try:
        wert = werkzeuge[b["name"]](**b["input"])
    except fange as fehler:
        kennung = b[id_feld]
        ergebnis = {"type": "tool_result", "tool_use_id": kennung, "content": f"kaputt: {fehler}"}
        if fehler_markieren:
            ergebnis["is_error"] = True
        return ergebnis
    return {"type": "tool_result", "tool_use_id": b[id_feld], "content": str(wert)}


"""


@pytest.mark.parametrize(
    ("aufruf", "art", "erwartet"),
    [
        ('"id", Exception, False', "Tool-Fehler: Ergebnis", "is_error fehlt"),
        ('"name", Exception, True', "Tool-Ergebnis mit einer tool_use_id", "keinem Tool-Wunsch"),
    ],
)
def test_ergebnisfehler_nennen_regel_6_und_was_fehlt(aufruf, art, erwartet):
    code = _mit_ergebnissen(
        f"        ergebnisse = [_ergebnis(b, werkzeuge, {aufruf}) for b in aufrufe]\n", WRAPPER
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 6 verletzt"), meldung
    assert art in meldung and erwartet in meldung, meldung


def test_ausnahme_einer_nicht_gefangenen_klasse_wird_benannt():
    code = _mit_ergebnissen(
        "        ergebnisse = [_ergebnis(b, werkzeuge, 'id', (RuntimeError, KeyError, TypeError),"
        " True) for b in aufrufe]\n",
        WRAPPER,
    )
    meldung = _meldung(code)
    assert "Tool-Fehler beendete die Schleife: 'ZeroDivisionError aus kaputt'" in meldung, meldung
    assert meldung.startswith("Regel 2 verletzt") and "nach Regel 6" in meldung, meldung


def test_fehlender_schluessel_nennt_regel_1_nicht_die_regel_seines_werts():
    # Kein bekannter Irrtum: „tokens“ fehlt nur bei max_schritte. Ohne die Regelwahl nennte
    # die Meldung Regel 3, die Regel des Werts.
    alt = '"schritte": max_schritte, "tokens": tokens, "kosten": kosten}'
    assert alt in LOESUNG
    meldung = _meldung(LOESUNG.replace(alt, '"schritte": max_schritte, "kosten": kosten}'))
    assert meldung.startswith("Regel 1 verletzt"), meldung
    assert 'Deiner Rückgabe fehlt `"tokens"`.' in meldung, meldung


def test_tool_mit_positionsargumenten_steht_als_solcher_in_der_meldung():
    code = _mit_ergebnissen(
        "        ergebnisse = [{'type': 'tool_result', 'tool_use_id': b['id'], 'content': "
        "str(werkzeuge[b['name']](*b['input'].values()))} for b in aufrufe if b['name'] in "
        "werkzeuge]\n"
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 6 verletzt"), meldung
    assert "mit Positionsargumenten ('M4',)" in meldung, meldung
    assert "Tool-Aufrufe 'keine'" not in meldung, meldung


@pytest.mark.parametrize(
    ("alt", "neu", "regel", "gezeigt"),
    [
        (
            ZEILE,
            "        ergebnisse = [dict(r, content=RuntimeError()) if r.get('is_error') else r"
            " for r in (tool_result_fuer(b, werkzeuge) for b in aufrufe)]\n",
            6,
            "Tool-Fehler: Ergebnis zu einem Tool, das scheiterte oder fehlt: "
            "[\"tool_use_id 't1a'\", 'content RuntimeError()', 'is_error True']",
        ),
        (
            '    messages = [{"role": "user", "content": aufgabe}]\n',
            '    messages = [{"role": "user", "content": aufgabe, "name": "kunde"}]\n',
            5,
            "geschehen ist: Verlauf: user {'role': 'user', 'content': 'Wann kann ich Schraube M4 "
            "bekommen?', 'name': 'kunde'}",
        ),
    ],
    ids=["ergebnis", "verlauf"],
)
def test_was_die_api_ablehnt_zeigt_die_meldung_mit_der_regel_seines_gegenstands(
    alt, neu, regel, gezeigt
):
    # Kein bekannter Irrtum: Was der Simulator ablehnt, sieht schon die Beobachtung, bevor er es
    # ablehnt; die Meldung zeigt es als das Ereignis, das anders verlief, mit seiner Regel.
    assert alt in LOESUNG
    meldung = _meldung(LOESUNG.replace(alt, neu))
    assert meldung.startswith(f"Regel {regel} verletzt"), meldung
    assert gezeigt in meldung, meldung


def test_verlauf_vom_vorigen_lauf_nennt_regel_5_und_den_neuanfang():
    # Ein Verlauf außerhalb der Funktion: Welcher Fall zuerst scheitert, hängt von der
    # Reihenfolge ab, darum kein Irrtum, sondern die Regelwahl (sie sieht den ersten Aufruf).
    alt = '    messages = [{"role": "user", "content": aufgabe}]\n'
    assert alt in LOESUNG
    neu = '    messages = VERLAUF\n    messages.append({"role": "user", "content": aufgabe})\n'
    meldung = _meldung("VERLAUF = []\n\n" + LOESUNG.replace(alt, neu))
    assert meldung.startswith("Regel 5 verletzt"), meldung
    assert "Beginne `messages` bei jedem Aufruf von `lauf_agent` neu" in meldung, meldung


def test_zu_frueh_mit_max_schritte_beendet_nennt_regel_9():
    # Kein bekannter Irrtum (der eine Durchlauf weniger gilt nur ab max_schritte 2).
    alt = "    for schritt in range(max_schritte):\n"
    assert alt in LOESUNG
    neu = "    for schritt in range(max(max_schritte - 1, 1) if max_schritte else 0):\n"
    meldung = _meldung(LOESUNG.replace(alt, neu))
    assert meldung.startswith("Regel 9 verletzt"), meldung
    assert 'Dein Lauf endete nach 1 Modellaufruf mit `"max_schritte"`, erlaubt sind 2.' in meldung


def test_aufruf_nach_dem_budget_ist_kein_verlauf_vom_vorigen_lauf():
    # Der Aufruf nach überschrittenem Budget trägt ein Präfix; er darf nicht als „erster
    # Aufruf“ gelten, sonst nennte die Meldung Regel 5 statt Regel 8.
    alt = "max_kosten is not None and kosten > max_kosten"
    assert alt in LOESUNG
    meldung = _meldung(
        LOESUNG.replace(alt, "max_kosten is not None and round(kosten, 4) > max_kosten")
    )
    assert meldung.startswith("Regel 8 verletzt"), meldung
    assert "Beim ersten Modellaufruf" not in meldung, meldung
