"""Der Vertrag von M4·02 Übung 2: Sein Modell antwortet wie das SkriptModell der Lektion.

``vertrag.lauf`` baut aus den Falldaten ein eigenes Modell (``gemeinsam.Schleife``), das
festhält, was es bekommt. Es darf dabei nichts anders machen als der Simulator, mit dem
Lernende im Editor arbeiten: gleiche Antworten, gleiche ids bei Wiederholungen, gleiche
Ablehnungen, gleiches Ende.
"""

import copy

import pytest

from lernlabor.pruefen.attrappen import attrappe
from lernlabor.pruefen.ausfuehren import fuehre_aus
from lernlabor.pruefen.pruefhilfen import rufe
from lernlabor.pruefen.vertrag import beobachte
from lernlabor.tracks.ki import SkriptModell
from lernlabor.tracks.ki.uebungen.m4_02.gemeinsam import verhalten
from lernlabor.tracks.ki.uebungen.m4_02.uebung_2 import UEBUNG
from lernlabor.tracks.ki.uebungen.m4_02.uebung_2 import vertrag as v

AGENT = fuehre_aus(UEBUNG, UEBUNG.loesung)["agent"]
FAELLE = v.VERTRAG.faelle()


def _skriptmodell(skript, **mehr):
    """Das SkriptModell der Lektion mit den Antworten des Skripts (ohne Wiederholungen)."""
    antworten = (v.antwort(skript, i, v._wunsch, v.BUCHSTABEN) for i in range(len(skript)))
    return SkriptModell([{k: a[k] for k in ("content", "stop_reason")} for a in antworten], **mehr)


def _tool(name, tut):
    tut, text = verhalten(tut)  # wirft ohne Text oder mit einem aus Leerraum
    return attrappe(name, tut, text=text, nur_schluesselwoerter=True)


@pytest.mark.parametrize("fall", FAELLE, ids=range(len(FAELLE)))
def test_das_modell_des_vertrags_antwortet_wie_das_skriptmodell(fall):
    """Gleiche Verläufe, gleiche Antworten mit jedem Schlüssel, den die Lektion verspricht
    (``id``, ``role``, ``usage`` …: eine Schleife darf sie lesen)."""
    aufgabe, skript, werkzeuge, max_schritte = fall["argumente"]
    eigen, echt_gesehen = [], []

    def spion(modell, liste):  # hält fest, was die Musterlösung schickt und bekommt
        return lambda m: liste.append((copy.deepcopy(m), modell(m))) or liste[-1][1]

    def agent(modell, *args, **kwargs):
        return AGENT(spion(modell, eigen), *args, **kwargs)

    eigenes = beobachte(agent, v.VERTRAG.funktion("agent"), fall["argumente"])
    modell = _skriptmodell(skript, max_aufrufe=v.grenze(max_schritte))
    tools = {n: _tool(n, t) for n, t in werkzeuge.items()}
    mehr = {} if max_schritte is None else {"max_schritte": max_schritte}
    echt = rufe(AGENT, spion(modell, echt_gesehen), aufgabe, tools, **mehr)
    assert eigenes.art == "wert" and echt.ausnahme is None
    assert eigenes.wert == echt.wert
    assert eigen == echt_gesehen and [m for m, _ in eigen] == modell.verlaeufe


def test_falsche_verlaeufe_lehnen_beide_ab():
    """Die Antwort des Modells fehlt im Verlauf: Beide Modelle werfen denselben ApiFehler."""
    code = UEBUNG.loesung.replace(
        '        messages.append({"role": "assistant", "content": antwort["content"]})\n', ""
    )
    ohne = fuehre_aus(UEBUNG, code)["agent"]
    argumente = ("Wann kommt M4?", [[("lager", "M4")], "Fertig."], {"lager": 0}, None)
    eigenes = beobachte(ohne, v.VERTRAG.funktion("agent"), argumente)
    echt = rufe(
        ohne,
        _skriptmodell(argumente[1]),
        "Wann kommt M4?",
        {"lager": _tool("lager", 0)},
    )
    assert type(eigenes.ausnahme) is type(echt.ausnahme)
    assert str(eigenes.ausnahme) == str(echt.ausnahme)


# --- Einwände des Fremdtests: was eine Meldung zeigt und was die Regeln festlegen -------------


def _meldung(code):
    from lernlabor.pruefen import pruefe

    ergebnis = pruefe("m4-02-uebung-2", code)
    return ergebnis["ergebnis"], " ".join(ergebnis["meldungen"][1:])


def _geaendert(alt, neu):
    assert alt in UEBUNG.loesung
    return UEBUNG.loesung.replace(alt, neu)


def test_ein_fall_zeigt_vorgabe_und_werfende_tools_in_worten():
    agent = v.VERTRAG.funktion("agent")
    text = agent.beschreibung(("F", ["Fertig."], {"lager": 0, "kurs": IndexError}, None))
    assert text == (
        "agent(aufgabe='F', skript=['Fertig.'], werkzeuge={'lager': 0, 'kurs': wirft IndexError}, "
        "max_schritte=nicht angegeben (Vorgabe 5))"
    )
    assert "max_schritte=0)" in agent.beschreibung(("F", ["Fertig."], {"lager": 0}, 0))
    leer = agent.beschreibung(("F", ["Fertig."], {"kurs": (ValueError, "  ")}, 0))
    assert "{'kurs': wirft ValueError('  ')}" in leer  # ein Text nur aus Leerzeichen


def test_ein_tool_wirft_auch_mit_einem_text_nur_aus_leerraum():
    """``str(fehler) or type(fehler).__name__`` ist dann nicht leer, nur Leerraum: Regel 3."""
    code = _geaendert(
        "[tool_result_fuer(b, werkzeuge) for b in aufrufe]",
        "[eigenes(b, werkzeuge) for b in aufrufe]",
    )
    eigenes = """def eigenes(b, werkzeuge):
    try:
        text, fehler = str(werkzeuge[b["name"]](**b["input"])), False
    except Exception as e:
        text, fehler = str(e) or type(e).__name__, True
    return {"type": "tool_result", "tool_use_id": b["id"], "content": text, "is_error": fehler}


"""
    ergebnis, text = _meldung(eigenes + code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 3 verletzt"), text
    assert "content '  '" in text or "content '\\n'" in text
    ergebnis, text = _meldung(
        eigenes.replace("str(e) or ", "f'{type(e).__name__}: {e}' or ") + code
    )
    assert ergebnis == "bestanden", text


@pytest.mark.parametrize(
    ("tun", "meldung"),
    [
        ("werkzeuge.pop(b['name'], None)", "Eintrag 'lager' entfernt"),
        ("werkzeuge.update({b['name']: print})", "Eintrag 'lager' ersetzt"),
    ],
)
def test_ein_veraendertes_werkzeuge_zeigt_sich_beim_naechsten_modellaufruf(tun, meldung):
    """Entfernt oder ersetzt die Schleife ein Tool, das scheiterte, bricht das Regel 3 (werkzeuge
    bleibt unverändert), nicht Regel 6, obwohl dort, wo es sich zeigt, ein Modellaufruf fällig
    war."""
    code = _geaendert(
        "[tool_result_fuer(b, werkzeuge) for b in aufrufe]",
        "[tool_result_fuer(b, werkzeuge) for b in aufrufe]})\n"
        "        for b in aufrufe:\n"
        f"            if b['name'] in werkzeuge and messages[-1]['content'][0].get('is_error'):\n"
        f"                {tun}\n"
        "        messages.append({'role': 'user', 'content': messages.pop()['content']",
    )
    ergebnis, text = _meldung(code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 3 verletzt"), text
    assert "Deine Schleife verändert `werkzeuge`" in text
    assert (
        f'sollte geschehen: Modellaufruf 2; geschehen ist: Tools verändert: "werkzeuge: {meldung}'
        in text
    )


def test_eine_abgeschnittene_antwort_ohne_tool_wunsch_ist_die_endantwort():
    antwort = v.lauf(AGENT, ("F", [{"max_tokens": "Ab "}], {"lager": 0}, None), lambda *a: None)
    assert antwort == "Ab "
    code = _geaendert(
        'return text_von(antwort["content"])',
        'return None if antwort["stop_reason"] == "max_tokens" else text_von(antwort["content"])',
    )
    ergebnis, text = _meldung(code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 5 verletzt")


def test_eine_abgeschnittene_antwort_mit_tool_wunsch_fuehrt_ihn_aus():
    """Die echte API schneidet auch nach einem Tool-Wunsch ab; es zählen allein die Blöcke."""
    skript = [{"max_tokens": ["Ab ", ("lager", "M4")]}, "Fertig."]
    erste = v.antwort(skript, 0, v._wunsch)
    assert erste["stop_reason"] == "max_tokens"
    assert [b["type"] for b in erste["content"]] == ["text", "tool_use"]
    ereignisse = []
    antwort = v.lauf(AGENT, ("F", skript, {"lager": 0}, None), lambda *e: ereignisse.append(e))
    assert antwort == "Fertig." and ("Tool-Aufrufe", "lager(artikel='M4')") in ereignisse
    code = _geaendert("if not aufrufe:", 'if antwort["stop_reason"] != "tool_use":')
    ergebnis, text = _meldung(code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 2 verletzt")
    assert "entscheiden allein die Blöcke" in text
    assert "skript=[{'max_tokens': [('lager'," in text  # der input ist frei: leer oder artikel


def test_ein_fehlendes_is_error_heisst_so_und_der_freie_text_wird_nicht_verlangt():
    with open(f"{v.__file__.rpartition('/')[0]}/falsch_unbekannt_ohne_is_error.py") as datei:
        ergebnis, text = _meldung(datei.read())
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 3 verletzt")
    assert "(ein Text deiner Wahl, nicht leer und nicht nur Leerraum)', 'is_error True'" in text
    assert "is_error fehlt" in text
    assert "Unbekanntes Tool" not in text  # der Wortlaut der Musterlösung ist frei
    assert "Ergebnis mit is_error" not in text


def test_ein_tool_mit_positionsargumenten_erscheint_als_solcher_aufruf():
    code = _geaendert(
        "[tool_result_fuer(b, werkzeuge) for b in aufrufe]",
        '[tool_result_fuer({**b, "input": {}}, {n: (lambda f, b=b: lambda: f(*b["input"].values()))'
        "(f) for n, f in werkzeuge.items()}) for b in aufrufe]",
    )
    ergebnis, text = _meldung(code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 2 verletzt")
    assert "lager mit Positionsargumenten ('M4',)" in text


def test_ausgefuehrte_tools_erscheinen_in_der_reihenfolge_der_wuensche():
    ereignisse = []
    v.lauf(
        AGENT,
        ("F", [[("preis", "M4"), ("lager", "M5")], "Fertig."], {"lager": 0, "preis": 1}, 2),
        lambda art, daten: ereignisse.append((art, daten)),
    )
    tools = [d for a, d in ereignisse if a == "Tool-Aufrufe"]
    assert tools == ["preis(artikel='M4') + lager(artikel='M5')"]


@pytest.mark.parametrize(
    ("alt", "neu"),
    [
        # Die Frage als ein Textblock (wie in Übung 1 erlaubt).
        ('"content": aufgabe}', '"content": [{"type": "text", "text": aufgabe}]}'),
        # Die Endantwort nicht anhängen: Das Modell sieht den Verlauf danach nie.
        (
            '        messages.append({"role": "assistant", "content": antwort["content"]})\n'
            '        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]\n'
            "        if not aufrufe:\n"
            '            return text_von(antwort["content"])\n',
            '        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]\n'
            "        if not aufrufe:\n"
            '            return text_von(antwort["content"])\n'
            '        messages.append({"role": "assistant", "content": antwort["content"]})\n',
        ),
        # str() und JSON gemischt, je Ergebnis gewählt; is_error False bei Erfolg.
        (
            "[tool_result_fuer(b, werkzeuge) for b in aufrufe]",
            "[gemischt(i, b, werkzeuge) for i, b in enumerate(aufrufe)]",
        ),
    ],
    ids=["frage_als_textblock", "endantwort_nicht_angehaengt", "str_und_json_gemischt"],
)
def test_was_die_regeln_freilassen_besteht(alt, neu):
    assert _meldung(GEMISCHT + _geaendert(alt, neu))[0] == "bestanden"


GEMISCHT = """import json


def gemischt(i, b, werkzeuge):
    if b["name"] not in werkzeuge:
        return tool_result_fuer(b, werkzeuge)
    try:
        wert = werkzeuge[b["name"]](**b["input"])
    except Exception:
        return {"type": "tool_result", "tool_use_id": b["id"], "content": "aus", "is_error": True}
    text = json.dumps(wert) if i % 2 else str(wert)
    return {"type": "tool_result", "tool_use_id": b["id"], "content": text, "is_error": False}


"""


@pytest.mark.parametrize("ende", ["", "            messages.append(antwort)\n"])
def test_ein_verlauf_vom_vorigen_aufruf_heisst_so(ende):
    """Eine Liste außerhalb von agent, nie geleert: Beim ersten Modellaufruf steht dort schon
    schon die Aufgabe des vorigen Aufrufs, mit oder ohne dessen Antworten: Das ist Regel 1."""
    code = _geaendert(
        '    messages = [{"role": "user", "content": aufgabe}]\n',
        '    messages.append({"role": "user", "content": aufgabe})\n',
    )
    code = "messages = []\n\n\n" + code.replace(
        '            return text_von(antwort["content"])\n',
        ende.replace("antwort", '{"role": "assistant", "content": antwort["content"]}')
        + '            return text_von(antwort["content"])\n',
    )
    ergebnis, text = _meldung(code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 1 verletzt")
    assert "wohl noch welche aus einem früheren Aufruf von `agent`" in text
    # Die Abweichung dahinter liegt im ersten Modellaufruf, nicht nach dem letzten.
    assert "schon beim ersten Modellaufruf dort, kam also nicht erst nach dem letzten" in text
    geleert = code.replace(
        '    messages.append({"role": "user"',
        "    messages.clear()\n" + '    messages.append({"role": "user"',
        1,
    )
    assert _meldung(geleert)[0] == "bestanden"


def test_ein_alter_verlauf_ohne_neue_aufgabe_heisst_so():
    """Die Liste außerhalb bekommt die Aufgabe nur, solange sie leer ist: Beim ersten
    Modellaufruf stehen dort Aufgabe und Antwort des vorigen Aufrufs, nur eine davon eine
    user-Nachricht. Auch das ist ein Verlauf vom vorigen Aufruf (Regel 1)."""
    code = "messages = []\n\n\n" + _geaendert(
        '    messages = [{"role": "user", "content": aufgabe}]\n',
        '    if not messages:\n        messages.append({"role": "user", "content": aufgabe})\n',
    )
    ergebnis, text = _meldung(code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 1 verletzt"), text
    assert "Nachrichten in `messages`, wohl noch welche aus einem früheren Aufruf" in text


@pytest.mark.parametrize("bereinigt", ['b["name"].strip()', 'b["name"].lower()'])
def test_ein_bereinigter_name_bricht_regel_3(bereinigt):
    """Sucht die Schleife `" lager"` oder `"Lager"` als `lager`, ruft sie ein Tool, das es unter
    diesem Namen nicht gibt: Regel 3 (ein Name zählt, wie er im Wunsch steht), nicht Regel 2
    oder 6, wo die Abweichung erst sichtbar wird."""
    code = _geaendert(
        "tool_result_fuer(b, werkzeuge)",
        f'tool_result_fuer({{**b, "name": {bereinigt}}}, werkzeuge)',
    )
    ergebnis, text = _meldung(code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 3 verletzt"), text
    assert "Stutze keine Leerzeichen und gleiche Groß- und Kleinschreibung nicht an" in text


def test_ein_zaehler_ausserhalb_von_agent_heisst_so():
    """Ein Zähler außerhalb von agent, nie zurückgesetzt: Spätere Aufrufe enden zu früh mit
    None. Regel 6, mit dem Verdacht auf den Zähler eines früheren Aufrufs."""
    code = "schritte = 0\n\n\n" + _geaendert(
        "    for _ in range(max_schritte):\n",
        "    global schritte\n    while schritte < max_schritte:\n        schritte += 1\n",
    )
    ergebnis, text = _meldung(code)
    assert ergebnis == "nicht-bestanden" and text.startswith("Regel 6 verletzt"), text
    assert "beginnt sie beim nächsten Aufruf nicht wieder bei null" in text


def test_ein_ausschnitt_einer_nie_geleerten_liste_besteht():
    """Frei, wie der Verlauf aufbewahrt wird: Bekommt das Modell genau den Verlauf dieses
    Aufrufs (hier als Ausschnitt einer Liste, die nie geleert wird), gilt Regel 1."""
    code = "alle = []\n\n\n" + _geaendert(
        '    messages = [{"role": "user", "content": aufgabe}]\n',
        '    messages = alle\n    messages.append({"role": "user", "content": aufgabe})\n'
        "    beginn = len(messages) - 1\n",
    ).replace("modell(messages)", "modell(messages[beginn:])")
    assert _meldung(code)[0] == "bestanden"


# Runde 27: Ein Verlauf außerhalb von agent, nur beim ersten Aufruf gefüllt. Die Meldung sah
# aus, als sei die Aufgabe gekürzt (' Wann kommt M4? ' gegen 'Wann kommt M4?'); jetzt nennt sie
# Regel 1 und fragt nach der Aufgabe eines früheren Aufrufs.
VERLAUF_AUSSERHALB = """
_VERLAUF = []


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = _VERLAUF
    if not messages:
        messages.append({"role": "user", "content": aufgabe})
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]
        messages.append({"role": "user", "content": ergebnisse})
    return None
"""


def test_die_aufgabe_eines_frueheren_aufrufs_heisst_regel_1_mit_beiden_aufgaben():
    from lernlabor.pruefen import pruefe

    meldung = pruefe(UEBUNG.id, VERLAUF_AUSSERHALB)["meldungen"][1]
    assert meldung.startswith("Regel 1 verletzt: "), meldung
    assert "Deine erste Nachricht ist " in meldung, meldung
    assert "die Aufgabe eines früheren Aufrufs" in meldung, meldung
