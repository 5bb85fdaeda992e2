"""Übung m4-02-uebung-1: Meldungen zu den Ergebnissen der Tools nennen Regel 6 und sagen, was
fehlt, auch für Code, den kein bekannter Irrtum beschreibt (Einwände eines Fremdtests)."""

import json
import math
import re
from pathlib import Path

import pytest

from lernlabor.pruefen import pruefe
from lernlabor.tracks.ki import kosten_von
from lernlabor.tracks.ki.uebungen.m4_02 import uebung_1
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
    # Welche Klasse der erste gescheiterte Fall wirft, hängt an der Suche; gefangen ist sie nicht.
    klasse = re.search(r"Tool-Fehler beendete die Schleife: '(\w+) aus kaputt'", meldung)
    assert klasse and klasse[1] not in ("RuntimeError", "KeyError", "TypeError"), meldung
    assert meldung.startswith("Regel 6 verletzt"), meldung
    assert "gleich welche Unterklasse von `Exception`" in meldung, meldung


def test_leerer_text_einer_ausnahme_ist_kein_fehlertext():
    # Die Tools werfen ohne Text: str(fehler) allein ist dann ein leerer content (Regel 6).
    code = _mit_ergebnissen(
        "        ergebnisse = [_ergebnis(b, werkzeuge, 'id', Exception, True) for b in aufrufe]\n",
        WRAPPER.replace('f"kaputt: {fehler}"', "str(fehler)"),
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 6 verletzt"), meldung
    assert "content ''" in meldung, meldung


def test_nachtraeglich_geaenderter_input_zeigt_den_block_und_nennt_regel_5():
    # Kein Irrtum gleicht ihm: Die Meldung zeigt den geänderten Block ganz, die Regelwahl rät.
    code = _mit_ergebnissen(
        "        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]\n"
        "        for b in aufrufe:\n"
        '            b["input"]["fertig"] = 1\n'
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 5 verletzt"), meldung
    assert "Antwort 1 des Modells, verändert:" in meldung, meldung
    assert "'fertig': 1" in meldung and "steht verändert im Verlauf" in meldung, meldung


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


def test_summe_vom_vorigen_lauf_nennt_regel_3_und_den_neuanfang():
    # Summen im Modul zählen von Fall zu Fall weiter: kein Irrtum, die Regelwahl sieht sie.
    alt = "    tokens = 0\n    kosten = 0.0\n"
    assert alt in LOESUNG
    code = "tokens = 0\nkosten = 0.0\n\n" + LOESUNG.replace(alt, "    global tokens, kosten\n")
    meldung = _meldung(code)
    assert meldung.startswith("Regel 3 verletzt"), meldung
    assert "oder zählt eine Summe außerhalb der Funktion vom vorigen Lauf weiter" in meldung, (
        meldung
    )


def test_gemerktes_ergebnis_eines_frueheren_laufs_nennt_regel_6():
    # Ein Ergebnis aus einem früheren Fall statt eines Aufrufs: Das Modell kommt wieder dran,
    # ohne dass ein Tool lief.
    code = _mit_ergebnissen(
        "        ergebnisse = []\n"
        "        for b in aufrufe:\n"
        "            schluessel = (b['name'], repr(b['input']))\n"
        "            if schluessel not in GEMERKT:\n"
        "                GEMERKT[schluessel] = tool_result_fuer(b, werkzeuge)\n"
        "            ergebnisse.append(dict(GEMERKT[schluessel], tool_use_id=b['id']))\n",
        kopf="GEMERKT = {}\n\n",
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 6 verletzt"), meldung
    assert "bevor alle Tools der letzten Antwort" in meldung, meldung


def test_ein_dazugeschriebener_schluessel_im_block_steht_in_der_meldung():
    code = _mit_ergebnissen(
        ZEILE + "        for b in aufrufe:\n            b['ausgefuehrt'] = True\n"
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 5 verletzt"), meldung
    assert "ausgefuehrt True)" in meldung, meldung


def test_zu_frueh_mit_max_schritte_beendet_nennt_regel_9():
    # Kein bekannter Irrtum (der eine Durchlauf weniger gilt nur ab max_schritte 2).
    alt = "    for schritt in range(max_schritte):\n"
    assert alt in LOESUNG
    neu = "    for schritt in range(max(max_schritte - 1, 1) if max_schritte else 0):\n"
    meldung = _meldung(LOESUNG.replace(alt, neu))
    assert meldung.startswith("Regel 9 verletzt"), meldung
    # Welcher Fall zuerst scheitert, hängt an faelle.json; der Satz nennt ihn richtig.
    treffer = re.search(
        r"Dein Lauf endete nach (\d+) Modellaufrufe?n? mit `\"max_schritte\"`, "
        r"erlaubt sind (\d+)\.",
        meldung,
    )
    assert treffer and int(treffer[1]) + 1 == int(treffer[2]), meldung


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


def test_kein_gespeichertes_kostenbudget_liegt_nur_einen_rundungsrest_neben_der_summe():
    # Regel 8 und „Frei bleibt“: max_kosten liegt genau auf der Summe aus kosten_von oder mehr
    # als ein Milliardstel daneben; ein Vergleich mit dieser Toleranz entscheidet nie anders.
    faelle = json.loads(
        (Path(uebung_1.__file__).parent / "faelle.json").read_text(encoding="utf-8")
    )
    grenzen = 0
    for fall in faelle["faelle"]:
        _, verbrauch, _, max_schritte, _, max_kosten, preise, _ = fall["argumente"]
        kosten = 0.0
        for schritt in range(max_schritte if max_kosten is not None else 0):
            kosten += kosten_von(*verbrauch[min(schritt, len(verbrauch) - 1)], preise)
            grenzen += kosten == max_kosten
            assert kosten == max_kosten or not math.isclose(kosten, max_kosten, rel_tol=1e-9), fall
    assert grenzen, "kein Fall liegt genau auf der Grenze"


@pytest.mark.parametrize("angleichen", [".lower()", ".strip().lower()"])
def test_angeglichener_name_nennt_regel_6_mit_diagnose(angleichen):
    # Ein eigener Fehlertext wie bei den Fremden: Die Diagnose hängt nicht an str(fehler).
    code = _mit_ergebnissen(
        "        ergebnisse = [_ergebnis(b, werkzeuge) for b in aufrufe]\n",
        "def _ergebnis(b, werkzeuge):\n"
        "    try:\n"
        f'        wert = werkzeuge[b["name"]{angleichen}](**b["input"])\n'
        "    except Exception as fehler:\n"
        '        return {"type": "tool_result", "tool_use_id": b["id"],\n'
        '                "content": f"Fehler: {fehler!r}", "is_error": True}\n'
        '    return {"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)}\n\n\n',
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 6 verletzt"), meldung
    assert "Suche das Tool unter dem Namen, wie er im Block steht" in meldung, meldung


def test_gestutzter_input_nennt_regel_6():
    # Ein .strip() an den Werten im Block selbst: preis bekommt " M4 " und sieht es nicht.
    code = _mit_ergebnissen(
        "        for b in aufrufe:\n"
        '            for k, x in b["input"].items():\n'
        '                b["input"][k] = x.strip()\n' + ZEILE
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 6 verletzt"), meldung
    assert "preis(artikel=' M4 ')" in meldung and "gestutzt" in meldung, meldung


def test_ein_tool_zu_einem_unbekannten_namen_nennt_regel_6_nicht_regel_2():
    # Wie bei den Fremden (Runde 16): name.strip() in einem eigenen Wrapper mit JSON, den kein
    # gespeicherter Irrtum nachbildet. Die Regel kommt aus regelwahl, nicht aus einer Diagnose.
    code = _mit_ergebnissen(
        "        ergebnisse = [_ergebnis(b, werkzeuge) for b in aufrufe]\n",
        "import json\n\n\n"
        "def _ergebnis(b, werkzeuge):\n"
        '    werkzeug = werkzeuge.get(b["name"].strip())\n'
        "    if werkzeug is None:\n"
        '        return {"type": "tool_result", "tool_use_id": b["id"],\n'
        '                "content": "Kein solches Tool", "is_error": True}\n'
        "    try:\n"
        '        wert = werkzeug(**b["input"])\n'
        "    except Exception as fehler:\n"
        '        return {"type": "tool_result", "tool_use_id": b["id"],\n'
        '                "content": f"Fehler: {fehler!r}", "is_error": True}\n'
        '    return {"type": "tool_result", "tool_use_id": b["id"], "content": json.dumps(wert)}\n'
        "\n\n",
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 6 verletzt"), meldung
    assert "Deine Schleife rief ein Tool auf, obwohl die letzte Antwort nur Tools" in meldung


# --- Das Modell der Prüfung meldet seinen Verbrauch selbst ---------------------------------------


def _schleife(ereignisse):
    from lernlabor.tracks.ki.uebungen.m4_02 import gemeinsam as g

    def nach_skript(nummer):
        usage = {"input_tokens": 20, "output_tokens": 4}
        return g.antwort(
            [["lager", "preis"], ["Fertig."]], nummer, uebung_1.vertrag._wunsch, usage=usage
        )

    notiere = lambda art, daten: ereignisse.append((art, daten))  # noqa: E731
    return g.Schleife(notiere, "Frage?", {"lager": 0, "preis": 1}, nach_skript, 5)


def test_antwort_mit_vorgegebenem_verbrauch_hat_die_felder_der_api():
    """Ohne die Schätzung aus dem Verlauf: dieselben Schlüssel in derselben Reihenfolge wie
    ``antwort_der_api``, die ``id`` zählt hoch, ``usage`` ist der vorgegebene Verbrauch."""
    from lernlabor.tracks.ki.simulator.anthropic.modell import antwort_der_api

    schleife = _schleife([])
    messages = [{"role": "user", "content": "Frage?"}]
    erste = schleife.modell(messages)
    api = antwort_der_api(1, messages, erste["content"], "tool_use")
    assert list(erste) == list(api)
    assert erste == {**api, "usage": {"input_tokens": 20, "output_tokens": 4}}
    ergebnisse = [
        {"type": "tool_result", "tool_use_id": b["id"], "content": "0"} for b in erste["content"]
    ]
    messages += [{"role": "assistant", "content": erste["content"]}]
    messages += [{"role": "user", "content": ergebnisse}]
    assert schleife.modell(messages)["id"] == "msg_sim_2"


@pytest.mark.parametrize(
    "input_",
    [
        {"artikel": {"M4"}},  # eine Menge
        {("artikel",): "M4"},  # ein Schlüssel, der kein Text ist
        "kreis",  # ein input, der sich selbst enthält
        {"artikel": 1, "mehr": [object()]},
    ],
)
def test_ein_input_ohne_json_wirft_denselben_fehler_wie_die_schaetzung(input_):
    """Ohne Schätzung des Verbrauchs wirft ein Verlauf, den ``json.dumps`` nicht schreiben
    kann, trotzdem denselben ``TypeError`` wie ``schaetze_tokens`` des ganzen Verlaufs."""
    from lernlabor.tracks.ki import schaetze_tokens

    schleife = _schleife([])
    messages = [{"role": "user", "content": "Frage?"}]
    bloecke = schleife.modell(messages)["content"]
    if input_ == "kreis":
        input_ = {"artikel": "M4"}
        input_["selbst"] = [input_]
    bloecke[1]["input"] = input_
    ergebnisse = [{"type": "tool_result", "tool_use_id": b["id"], "content": "0"} for b in bloecke]
    messages += [{"role": "assistant", "content": bloecke}]
    messages += [{"role": "user", "content": ergebnisse}]
    with pytest.raises(TypeError) as erwartet:
        schaetze_tokens(messages)
    with pytest.raises(TypeError) as geworfen:
        schleife.modell(messages)
    assert str(geworfen.value) == str(erwartet.value)


def test_eine_nachricht_die_nach_dem_annehmen_kaputt_geht_lehnt_das_modell_ab():
    """Das Modell prüft die Form schon angenommener Nachrichten nicht noch einmal; ändert die
    Schleife eine danach, prüft es sie wieder, mit demselben ApiFehler wie pruefe_verlauf."""
    from lernlabor.tracks.ki import ApiFehler, pruefe_verlauf

    for kaputt in ("   ", [], [{"type": "text", "text": ""}], None):
        schleife = _schleife([])
        messages = [{"role": "user", "content": "Frage?"}]
        bloecke = schleife.modell(messages)["content"]
        ergebnisse = [
            {"type": "tool_result", "tool_use_id": b["id"], "content": "0"} for b in bloecke
        ]
        messages += [{"role": "assistant", "content": bloecke}]
        messages += [{"role": "user", "content": ergebnisse}]
        messages[0]["content"] = kaputt
        with pytest.raises(ApiFehler) as erwartet:
            pruefe_verlauf(messages)
        with pytest.raises(ApiFehler) as geworfen:
            schleife.modell(messages)
        assert str(geworfen.value) == str(erwartet.value) and geworfen.value.index == 0
