"""Die Verläufe des Vertrags von Übung 3 in M4·02 (``schrittfolge``, ``abbruchgrund``).

Die Musterlösung muss für jeden Verlauf, den die echte Schleife hinterlässt, den Grund nennen,
den ``lauf_agent`` selbst zurückgibt, und jeden Tool-Wunsch zählen, auch den letzten, den das
Budget stoppte. Geprüft an den Rändern des Vertrags, an gezogenen Skripten und an Läufen mit
dem ``RegelModell`` und den Tools der Musterlösung.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lernlabor.pruefen import pruefe
from lernlabor.pruefen.ausfuehren import fuehre_aus
from lernlabor.tracks.ki import KATALOG, RegelModell, lauf_agent
from lernlabor.tracks.ki.uebungen.m4_02.uebung_3 import UEBUNG
from lernlabor.tracks.ki.uebungen.m4_02.uebung_3 import vertrag as v

REFERENZ = fuehre_aus(UEBUNG, UEBUNG.loesung)


def _wuensche(antworten, ergebnis):
    """Die Tool-Namen, die das Skript in den gelaufenen Schritten ausgab (die letzte Antwort
    wiederholt sich): das Soll, ohne den Verlauf zu lesen."""
    schritte = range(max(ergebnis["schritte"], 0)) if len(ergebnis["messages"]) > 1 else ()
    gesagt = [antworten[min(i, len(antworten) - 1)] for i in schritte]
    return [v.NAMEN.get(teil, teil) for antwort in gesagt for teil in antwort if teil in v.TOOLS]


def test_die_raender_decken_alle_drei_enden_ab():
    gruende = [REFERENZ["abbruchgrund"](m) for m in v.VERLAUF.raender()]
    assert set(gruende) == {"fertig", "budget", "max_schritte"}
    assert v.VERLAUF.raender()[0] == [{"role": "user", "content": v.FRAGE}]  # max_schritte=0


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_die_musterloesung_folgt_lauf_agent(data):
    block = st.sampled_from((*v.TEXTE, *v.TOOLS))
    antworten = data.draw(st.lists(st.lists(block, max_size=3), min_size=1, max_size=4))
    max_schritte = data.draw(st.integers(-1, 5))
    budget = data.draw(st.none() | st.integers(1, 5))
    ergebnis = v.agentenlauf(antworten, max_schritte, budget)
    assert REFERENZ["abbruchgrund"](ergebnis["messages"]) == ergebnis["grund"]
    assert REFERENZ["schrittfolge"](ergebnis["messages"]) == _wuensche(antworten, ergebnis)


def test_ein_budget_im_letzten_schritt_ist_budget_und_sein_wunsch_zaehlt():
    antworten = [["suche_buch"], ["wechselkurs", "18,50 Euro."]]
    ergebnis = v.agentenlauf(antworten, max_schritte=2, budget=2)
    assert ergebnis["grund"] == "budget"
    assert REFERENZ["abbruchgrund"](ergebnis["messages"]) == "budget"
    assert REFERENZ["schrittfolge"](ergebnis["messages"]) == ["suche_buch", "wechselkurs"]


@pytest.mark.parametrize(
    ("stichwort", "optionen", "grund", "folge"),
    [
        ("Einsteiger", {}, "fertig", ["suche_buch"]),
        ("Kochbuch", {}, "fertig", ["suche_buch", "wechselkurs"]),
        ("Rust", {}, "fertig", ["suche_buch"]),
        ("Tokio", {}, "fertig", ["suche_buch", "wechselkurs"]),
        ("Kochbuch", {"max_tokens": 1}, "budget", ["suche_buch"]),
        ("Kochbuch", {"max_schritte": 1}, "max_schritte", ["suche_buch"]),
        ("Kochbuch", {"max_schritte": 0}, "max_schritte", []),
    ],
)
def test_die_tools_der_musterloesung_im_lauf_mit_dem_regelmodell(stichwort, optionen, grund, folge):
    tools = {name: REFERENZ[name] for name in ("suche_buch", "wechselkurs")}
    frage = f"Was kostet das Buch zu ‘{stichwort}’ in Euro?"
    ergebnis = lauf_agent(RegelModell(), frage, tools, **optionen)
    assert ergebnis["grund"] == grund
    assert REFERENZ["abbruchgrund"](ergebnis["messages"]) == grund
    assert REFERENZ["schrittfolge"](ergebnis["messages"]) == folge


def test_der_verlauf_in_meldungen_zeigt_namen_und_ergebnisse():
    verlauf = v.verlauf([["größe_prüfen"], ["18,50 Euro."]], umgedreht=True)
    text = v.VERLAUF.zeige(verlauf)
    assert "tool_use 'größe_prüfen'" in text
    assert "is_error" in text
    assert "umgekehrter Reihenfolge" in text


# --- Was die Aufgabe offenlässt, zieht die Suche nie --------------------------------------------


@pytest.mark.parametrize(
    ("stichwort", "offen"),
    [("Fuß", False), ("K", False), ("Tee Atlas", False), ("ı", True), ("İ", True)]
    + [(" python", True), ("  ", True), ("", True)],
)
def test_stichwoerter_mit_mehrdeutigem_treffer_lassen_jeden_ausgang_zu(stichwort, offen):
    """„ı“ findet mit re.IGNORECASE ein „i“, mit lower() nicht; „ python“ findet mit strip()
    ein anderes Buch. Beides ist richtig gelesen, also gilt jeder dieser Ausgänge."""
    ausgaenge = v._offen(stichwort, KATALOG)
    assert (ausgaenge is not None) is offen
    if offen:
        treffer = v._erster(stichwort, KATALOG)
        assert (ValueError if treffer is None else KATALOG[treffer]) in ausgaenge


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_offen_ist_die_waehrung_die_nur_in_gross_klein_und_rand_abweicht(data):
    waehrung = data.draw(v.WAEHRUNG.strategie(st))
    kurse = data.draw(v.KURSE_BEREICH.strategie(st))

    # Frei in beiden Richtungen (Runde 27): Jeder Schlüssel, der nur in Groß und klein oder
    # Leerraum am Rand abweicht, ist ein erlaubter Ausgang, "usd" für "USD" wie "USD" für "usd".
    def gemeint(w):
        return w.strip().upper()

    naechste = [k for k in kurse if type(k) is str and gemeint(k) == gemeint(waehrung)]
    offen = v._kurs_offen(waehrung, kurse)
    assert (offen is None) is (waehrung in kurse or not naechste)
    if offen is not None:
        assert set(offen) == {*(kurse[k] for k in naechste), ValueError}


# --- Meldungen zu KATALOG und KURSE (Regel 8) ------------------------------------------------

LOESUNG_OHNE_SUCHE = UEBUNG.loesung.replace("def suche_buch(", "def _alt_suche_buch(")


def _meldung_zu(suche):
    """Die Meldung zu ``suche_buch`` für eine Suche ``suche`` und sonst die Musterlösung."""
    ergebnis = pruefe(UEBUNG.id, LOESUNG_OHNE_SUCHE + "\n\n" + suche)
    return next(t for t in ergebnis["meldungen"] if "suche_buch(" in t and "verletzt" in t)


@pytest.mark.parametrize(
    ("vorher", "zeile"),
    [
        ("pass", 'buch.setdefault("suchtext", buch["titel"].lower())'),
        ("pass", 'buch["abrufe"] = buch.get("abrufe", 0) + 1'),
        ("KATALOG.reverse()", "pass"),  # findet beim leeren Stichwort einen anderen Eintrag
    ],
)
def test_ein_geaenderter_katalog_ist_regel_8_auch_beim_leeren_stichwort(vorher, zeile):
    meldung = _meldung_zu(
        f"def suche_buch(stichwort):\n    {vorher}\n    for buch in KATALOG:\n"
        f"        {zeile}\n"
        '        if stichwort.lower() in buch["titel"].lower():\n'
        '            return {k: buch[k] for k in ("titel", "preis", "waehrung")}\n'
        "    raise ValueError(stichwort)\n"
    )
    assert meldung.startswith("Regel 8 verletzt"), meldung
    assert "leeren Stichwort" not in meldung


def test_ein_richtiger_eintrag_in_falscher_form_bekommt_keinen_satz_zum_leeren_stichwort():
    meldung = _meldung_zu(
        "def suche_buch(stichwort):\n    for buch in KATALOG:\n"
        '        if stichwort.lower() in buch["titel"].lower():\n'
        '            return {**buch, "gefunden": True}\n'
        "    raise ValueError(stichwort)\n"
    )
    # Der Katalog bleibt: Die Diagnose zum markierten Eintrag (Regel 8) passt nicht.
    assert meldung.startswith("Regel 1 verletzt"), meldung
    assert "leeren Stichwort" not in meldung and "ändert einen Eintrag" not in meldung
    assert "Bei `Rückgabe['gefunden']` erwartet nichts (fehlt)" in meldung


def test_ein_falscher_eintrag_beim_leeren_stichwort_nennt_beide_antworten():
    meldung = _meldung_zu("def suche_buch(stichwort):\n    return KATALOG[-1]\n")
    assert meldung.startswith("Regel 1 verletzt"), meldung
    assert "Richtig ist dann der erste Eintrag aus `KATALOG` oder ein `ValueError`" in meldung


def test_nur_der_titel_bekommt_keinen_satz_zum_leeren_stichwort():
    # Runde 21 (s2): Falsch ist die Form der Rückgabe, nicht der Ausgang beim leeren Stichwort.
    meldung = _meldung_zu(
        "def suche_buch(stichwort):\n    for buch in KATALOG:\n"
        '        if stichwort.lower() in buch["titel"].lower():\n'
        '            return buch["titel"]\n'
        "    raise ValueError(stichwort)\n"
    )
    assert meldung.startswith("Regel 1 verletzt"), meldung
    assert "leeres Stichwort" not in meldung


def _erste_meldung(code):
    """Die erste verletzte Regel, wenn ``code`` eine Funktion der Musterlösung ersetzt."""
    ergebnis = pruefe(UEBUNG.id, UEBUNG.loesung + "\n\n" + code)
    return next(t for t in ergebnis["meldungen"] if "verletzt" in t)


@pytest.mark.parametrize(
    ("code", "regel"),
    [
        (
            "_treffer = {}\n\n\ndef suche_buch(stichwort):\n"
            "    if stichwort in _treffer:\n        return _treffer[stichwort]\n"
            "    for buch in KATALOG:\n"
            '        if stichwort.lower() in buch["titel"].lower():\n'
            "            _treffer[stichwort] = buch\n            return buch\n"
            "    raise ValueError(stichwort)\n",
            "Regel 1",
        ),
    ],
    ids=["katalog"],
)
def test_ein_cache_aus_einem_frueheren_aufruf_heisst_so(code, regel):
    """Wer sich merkt, was ein früherer Aufruf fand, gibt den alten Eintrag, sobald der Aufrufer
    die Einträge in KATALOG ersetzt (Runde 32; vorher fiel es erst bei einem Fall mit anderem
    KATALOG auf). Der erste solche Fall ist einer, in dem der Aufrufer das Ergebnis ändert
    (Runde 33): Die Meldung sagt, dass der zweite Aufruf dasselbe dict gab, und zeigt die
    Änderung des Aufrufers darin."""
    meldung = _erste_meldung(code)
    assert meldung.startswith(f"{regel} verletzt"), meldung
    assert "Dein zweiter Aufruf gibt dasselbe dict zurück wie der erste" in meldung, meldung
    assert "'preis': 'vom Aufrufer geändert'" in meldung, meldung


@pytest.mark.parametrize(
    "code",
    [
        "def wechselkurs(waehrung):\n    if not KURSE.get(waehrung):\n"
        "        raise ValueError(waehrung)\n    return KURSE[waehrung]\n",
        "def wechselkurs(waehrung):\n    if KURSE.get(waehrung, -1) >= 0.0001:\n"
        "        return KURSE[waehrung]\n    raise ValueError(waehrung)\n",
    ],
    ids=["nicht", "ab_0.0001"],
)
def test_ein_fehler_bei_kurs_null_bekommt_keinen_satz_zum_cache(code):
    """Der erste Fall mit einem Kurs von 0 trennt „0 gilt als fehlend“ nicht von einem Cache
    der Kurse der Lektion (der kennt EUR nicht): Es bleibt bei der Diagnose zur 0."""
    meldung = _erste_meldung(code)
    assert meldung.startswith("Regel 3 verletzt"), meldung
    assert "Kurs von `0`" in meldung and "Merkst du dir" not in meldung, meldung


def test_ein_falscher_wert_anderer_art_bekommt_keinen_satz_zum_cache():
    meldung = _erste_meldung("def wechselkurs(waehrung):\n    return float(KURSE[waehrung])\n")
    assert meldung.startswith("Regel 3 verletzt"), meldung
    assert "Merkst du dir" not in meldung


def test_wer_sich_etwas_merkt_und_dabei_katalog_aendert_verletzt_die_regel_von_katalog():
    """Runde 32: Ab dem zweiten Aufruf hängt der Code eine Kopie des Treffers an KATALOG an.
    Frisch geladen besteht er den Fall, er merkt sich also etwas; sichtbar ist aber, dass er
    KATALOG ändert: Regel 8, nicht Regel 1, die seit dem Ersetzen der Einträge auch den
    zweiten Aufruf festlegt."""
    meldung = _erste_meldung(
        "_aufrufe = [0]\n\n\ndef suche_buch(stichwort):\n    _aufrufe[0] += 1\n"
        "    for buch in KATALOG:\n"
        '        if stichwort.lower() in buch["titel"].lower():\n'
        "            if _aufrufe[0] >= 2:\n                KATALOG.append(dict(buch))\n"
        "            return buch\n"
        "    raise ValueError(stichwort)\n"
    )
    assert meldung.startswith("Regel 8 verletzt: Frisch geladen"), meldung
    assert "verändert KATALOG[5]" in meldung, meldung


def test_die_aufrufkette_ist_die_des_spaeteren_aufrufs_der_abwich():
    """Runde 34: Wer sich „nicht gefunden“ merkt, wirft beim zweiten Aufruf an einer anderen
    Stelle als beim ersten. Die Meldung zeigt die Kette dieses zweiten Aufrufs, nicht die des
    ersten (der den verlangten ValueError warf)."""
    code = (
        "_nicht_da = []\n\n\ndef suche_buch(stichwort):\n"
        "    if stichwort in _nicht_da:\n"
        "        raise ValueError('schon gesucht')\n"
        "    for buch in KATALOG:\n"
        '        if stichwort.lower() in buch["titel"].lower():\n'
        "            return buch\n"
        "    _nicht_da.append(stichwort)\n"
        "    raise ValueError('kein Buch')\n"
    )
    ergebnis = pruefe(UEBUNG.id, UEBUNG.loesung + "\n\n" + code)
    assert "schon gesucht" in ergebnis["fehler"]["traceback"], ergebnis["fehler"]
    assert "kein Buch" not in ergebnis["fehler"]["traceback"]
