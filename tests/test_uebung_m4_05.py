"""Die Übungen von M4·05 über das hinaus, was test_uebungen.py für jede Übung prüft.

Übung 1: Der Grund passt zum Fehler, der Exponent kommt vor ``**`` (was die Code-Prüfung
findet, steht in test_codelesen.py). Übung 3: Das Tor der Musterlösung hält den Angriff aus
Schritt 3 auch in der echten Schleife (``lauf_agent``), und der Vertrag liest einen Fall so,
wie die Meldung ihn beschreibt.
Übung 2: Die Musterlösung ist der Quelltext von lernlabor/tracks/ki/simulator/kommando.py, nicht
eine Kopie, und sie urteilt wie das Modul. Jedes Kommando der Aufgabe ist ein gespeicherter
Fall und zählt einzeln; die Nummer der Regel und damit die Reihenfolge zählt mit.
"""

import re
import shlex
import unicodedata
from importlib import resources

import pytest

from lernlabor.pruefen import pruefe
from lernlabor.pruefen.pruefhilfen import nur_befund
from lernlabor.tracks.ki import KommandoAbgelehnt, SkriptModell, lauf_agent, pruefe_kommando
from lernlabor.tracks.ki.uebungen.m4_05.uebung_2 import IMPORTZEILE, loesung_aus_dem_modul, setup
from lernlabor.tracks.ki.uebungen.m4_05.uebung_2.vertrag import DURCH, RAENDER, regel_von
from lernlabor.tracks.ki.uebungen.m4_05.uebung_2.vertrag import VERTRAG as VERTRAG_2
from lernlabor.tracks.ki.uebungen.m4_05.uebung_2.vertrag import regel_8_nennt as regel_8
from lernlabor.tracks.ki.uebungen.m4_05.uebung_3.vertrag import ANGRIFF_AUFRUFE, DATEIEN
from lernlabor.tracks.ki.uebungen.m4_05.uebung_3.vertrag import VERTRAG as VERTRAG_3
from lernlabor.uebung import finde
from tests.test_ki_kommando import ANGRIFFE as MODUL_ANGRIFFE
from tests.test_ki_kommando import ERLAUBTE_FAELLE

UEBUNG_1 = "lernlabor.tracks.ki.uebungen.m4_05.uebung_1"
MODUL = (
    resources.files("lernlabor.tracks.ki.simulator")
    .joinpath("kommando.py")
    .read_text(encoding="utf-8")
)


def _urteil(waechter, kommando):
    try:
        return ("argv", waechter(kommando))
    except KommandoAbgelehnt as fehler:
        return ("abgelehnt", type(fehler), str(fehler), fehler.regel)


def test_loesung_ist_der_quelltext_des_moduls_ohne_die_importzeile():
    loesung = finde("m4-05-uebung-2").loesung
    assert IMPORTZEILE in MODUL
    assert loesung == MODUL.replace(IMPORTZEILE, "")
    assert "import" not in loesung.replace("import shlex\n", "")


def test_loesung_urteilt_genau_wie_das_modul():
    namensraum = setup()
    exec(compile(finde("m4-05-uebung-2").loesung, "<loesung>", "exec"), namensraum)
    aus_der_loesung = namensraum["pruefe_kommando"]
    assert aus_der_loesung is not pruefe_kommando
    faelle = [k for k, _ in ERLAUBTE_FAELLE + MODUL_ANGRIFFE] + list(RAENDER) + [b"ls"]
    for kommando in faelle:
        assert _urteil(aus_der_loesung, kommando) == _urteil(pruefe_kommando, kommando), kommando


def test_ohne_importzeile_bricht_das_laden_laut_ab(monkeypatch):
    class Datei:
        def joinpath(self, name):
            return self

        def read_text(self, encoding):
            return MODUL.replace(IMPORTZEILE, "from lernlabor.tracks.ki import KommandoAbgelehnt\n")

    monkeypatch.setattr(resources, "files", lambda paket: Datei())
    with pytest.raises(RuntimeError, match="genau einmal die Zeile"):
        loesung_aus_dem_modul()


REGEL = [(k, regel_von(k)) for k in RAENDER]  # einmal je Kommando: Das Sammeln wartet darauf
ANGRIFFE = [(k, regel) for k, regel in REGEL if regel != DURCH]
HARMLOS = [k for k, regel in REGEL if regel == DURCH]
# Kommandos, die mehrere Regeln verletzen: Die erste zählt (Regel 9).
REIHENFOLGE = [
    ("find / -delete", 5, 7),
    ("tail -f /var/log/syslog", 6, 7),
    ("tail /etc/hosts -f", 6, 7),
    ("rm /etc/passwd", 4, 7),
    ("cat 'a;b", 2, 3),
    ("ca 'offen", 3, 4),
    ("LS ; ls", 2, 4),
    (" \r\n", 1, 2),
]


def test_leerraum_sind_alle_zeichen_fuer_die_isspace_gilt():
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_2.vertrag import LEERRAUM

    assert LEERRAUM == tuple(z for z in map(chr, range(0x110000)) if z.isspace())


def test_jede_regel_hat_angriffe_und_harmlose_kommandos_sind_die_zerlegung_von_shlex():
    assert {regel for _, regel in ANGRIFFE} == set(range(1, 8))
    for kommando in HARMLOS:
        assert pruefe_kommando(kommando) == shlex.split(kommando), kommando


def test_jedes_kommando_der_aufgabe_ist_ein_gespeicherter_fall():
    gespeichert = {repr(f["argumente"][0]) for f in VERTRAG_2.faelle()}
    assert {repr(k) for k in RAENDER} <= gespeichert


def test_jede_regel_hat_eine_falsche_antwort():
    assert {i.regel for i in VERTRAG_2.irrtuemer} == set(range(1, 10))


def _bis_auf(kommando, antwort):
    """Die Musterlösung, die bei genau diesem Kommando anders antwortet (auch im Typ:
    ``bytearray(b"ls") == b"ls"``)."""
    typ = type(kommando).__name__
    return finde("m4-05-uebung-2").loesung + (
        "\n_echt = pruefe_kommando\n\n\ndef pruefe_kommando(kommando):\n"
        f"    if type(kommando).__name__ == {typ!r} and kommando == {kommando!r}:\n"
        f"        {antwort}\n    return _echt(kommando)\n"
    )


def _meldung(code):
    ergebnis = pruefe("m4-05-uebung-2", code)
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    return ergebnis["meldungen"][1]


@pytest.mark.parametrize(
    ("nachher", "satz"),
    [
        ("[shlex.quote(w) for w in woerter]", "jedes durch `shlex.quote(wort)` geändert"),
        ("[w for w in woerter if w]", "Du lässt leere Wörter aus der Liste weg"),
        ("[w.lower() for w in woerter]", "jedes kleingeschrieben"),
    ],
)
def test_woerter_nach_dem_zerlegen_geaendert_ist_regel_8_mit_dem_wie(nachher, satz):
    """Fremdtest (Runde 24): Wer richtig zerlegt und danach ``shlex.quote`` anwendet, hörte
    Regel 3 und „Zerlegst du mit etwas anderem?“; Regel 8 sagt: wer danach Wörter ändert."""
    code = finde("m4-05-uebung-2").loesung + (
        "\n_echt = pruefe_kommando\n\n\ndef pruefe_kommando(kommando):\n"
        f"    woerter = _echt(kommando)\n    return {nachher}\n"
    )
    meldung = _meldung("import shlex\n" + code)
    assert meldung.startswith("Regel 8 verletzt"), meldung
    assert satz in meldung, meldung


# Angriffe, aus denen `ls` wird, wenn man den Text vor dem Zerlegen ändert (Rand abschneiden,
# `\ufeff`, `\u200b` oder leere Anführungszeichen entfernen, NFKC): Wer `['ls']` liefert,
# verletzt Regel 3, und die Meldung sagt wie.
LS_NACH_AENDERUNG = (
    "\xa0ls",
    "ls\x0c",
    "\ufeffls",
    "ls\ufeff",
    "\uff4c\uff53",
    "l\u200bs",
    "'' ls",
)


@pytest.mark.parametrize(("kommando", "regel"), ANGRIFFE, ids=repr)
def test_jeder_angriff_zaehlt_einzeln(kommando, regel):
    """Lässt der Wächter nur diesen einen Angriff durch, fällt die Übung durch."""
    meldung = _meldung(_bis_auf(kommando, 'return ["ls"]'))
    gemeldet = 3 if kommando in LS_NACH_AENDERUNG else regel
    assert meldung.startswith(f"Regel {gemeldet} verletzt: ")
    assert ("Änderst du den Text, bevor du ihn zerlegst" in meldung) == (gemeldet != regel)
    # ein langes Kommando kürzt die Meldung in der Mitte
    aufruf = f"pruefe_kommando(kommando={kommando!r}) soll KommandoAbgelehnt("
    if len(repr(kommando)) < 100:
        assert aufruf in meldung
    else:
        assert aufruf[:40] in meldung and aufruf[-40:] in meldung
    assert f"\"…\", {regel}) (Ablehnung) ergeben, deine Funktion gibt ['ls'] (list)." in meldung


@pytest.mark.parametrize("kommando", HARMLOS)
def test_jeder_harmlose_fall_zaehlt_einzeln(kommando):
    """Wer ein erlaubtes Kommando nach Regel 4 ablehnt, prüft Regel 4 zu weit: Die Meldung
    nennt sie und sagt, dass dieses Kommando sie nicht verletzt. Setzt erst ``shlex.split``
    das erste Wort zusammen (``l""s``), zerlegt der Code wohl anders: Regel 3. Nennt Regel 8,
    was abgelehnt wird (ein Zeichen wie `!`, eine versteckte Datei, ein langes Kommando), nennt
    die Meldung Regel 8."""
    meldung = _meldung(_bis_auf(kommando, 'raise KommandoAbgelehnt("nein", 4)'))
    roh, wort = kommando.split()[0], shlex.split(kommando)[0]
    if regel_8(kommando):
        assert meldung.startswith("Regel 8 verletzt: ")
        assert "Deine Prüfung von Regel 4 lehnt mehr ab" in meldung
        assert (
            "Regel 8 nennt es ausdrücklich: Lehne nichts ab, was keine Regel verbietet, "
            f"auch {regel_8(kommando)}." in meldung
        )
    elif roh == wort:
        assert meldung.startswith("Regel 4 verletzt: ")
        assert "Dieses Kommando verletzt Regel 4 nicht und auch keine andere" in meldung
    else:
        assert meldung.startswith("Regel 3 verletzt: ")
        assert f"Aus `{roh}` macht `shlex.split(kommando)` das erlaubte Wort `{wort}`" in meldung
    # längere Werte kürzt die Meldung, ein Zeichen wie `\u0301` zeigt sie als Code
    if len(kommando) < 100 and not any(unicodedata.combining(z) for z in kommando):
        assert f"soll {shlex.split(kommando)!r} (list) ergeben" in meldung
    ende = 'deine Funktion gibt KommandoAbgelehnt("…", 4) (Ablehnung).'
    assert nur_befund(meldung).endswith(ende)


@pytest.mark.parametrize(
    ("kommando", "antwort", "regel", "satz"),
    [
        # Ohne Nummer einer Regel: die Regel der Rückgabe.
        ("tail -- x", 'raise ValueError("nein")', DURCH, None),
        ("tail -- x", 'raise KommandoAbgelehnt("nein", None)', DURCH, None),
        # Die Nummer einer früheren Regel als der, die verletzt ist: jene ist zu weit geprüft.
        (
            "find .. -name geheim.txt",
            'raise KommandoAbgelehnt("x", 5)',
            5,
            "verletzt Regel 5 nicht, erst Regel 7",
        ),
        # Eine übersehene Aktion von find: Das Wort steht in der Meldung.
        ("find .. -fls x", 'raise KommandoAbgelehnt("x", 7)', 5, "Hier steht `-fls`"),
        ("find . -name -delete", 'return ["ls"]', 5, "Hier steht `-delete`"),
        # Die falsche Form der Ablehnung ist Regel 9, nicht die Regel des Kommandos.
        ("tail -- x", 'raise KommandoAbgelehnt("x", "5")', 9, "Als Nummer der Regel kommt '5'"),
        ("find -delete", 'raise KommandoAbgelehnt("x", "5")', 9, "keine ganze Zahl von 1 bis 7"),
        ("find -delete", 'raise KommandoAbgelehnt("x", 12)', 9, "keine ganze Zahl von 1 bis 7"),
        # Eine Nummer außerhalb von 1 bis 7 bei einem erlaubten Kommando: zu viel abgelehnt.
        ("cat .env", 'raise KommandoAbgelehnt("x", 8)', DURCH, "mit der Nummer 8: Deine"),
        ("find -delete", 'raise KommandoAbgelehnt(5, "x")', 9, "Hast du die beiden vertauscht?"),
        ("find -delete", "raise KommandoAbgelehnt(None, 5)", 9, "Als Grund kommt None an"),
        # Die gefangene Ausnahme selbst als Grund: Die Meldung sagt, wie man ihren Text nimmt.
        (
            "cat 'offen",
            'raise KommandoAbgelehnt(ValueError("No closing quotation"), 3)',
            9,
            "(Typ `ValueError`), kein String. Gib statt der Ausnahme ihren Text weiter",
        ),
        # Ein Grund aus Leerraum, eine eigene Klasse gleichen Namens: Regel 9.
        ("tail +f x", 'raise KommandoAbgelehnt(" ", 6)', 9, "Dein Grund ist ' '"),
        ("ls", 'raise KommandoAbgelehnt("\\t", 4)', 9, "ohne einen Buchstaben oder eine Ziffer"),
        ("ls /", 'raise KommandoAbgelehnt("/", 7)', 9, "Dein Grund ist '/', ohne einen Buchstaben"),
        ("ls", 'raise KommandoAbgelehnt("\\u200b", 4)', 9, "Dein Grund ist '\\u200b'"),
        # Eine Nummer, die nur wie ein int aussieht: Regel 9 nennt ihren Typ.
        (
            "ls ..",
            'raise KommandoAbgelehnt("x", __import__("enum").IntEnum("R", "A B C D E F G").G)',
            9,
            "kein `int`, sondern `R`",
        ),
        (
            "ls ..",
            'raise type("KommandoAbgelehnt", (Exception,), {})("x", 7)',
            9,
            "heißt nur so wie `KommandoAbgelehnt`",
        ),
        # Nach Regel 7 statt 5: auch eine Schleife für beide Regeln kommt in Frage.
        ("find .. -fls x", 'raise KommandoAbgelehnt("x", 7)', 5, "in einer Schleife über die"),
        # Nach Regel 7 statt 6: Der Hinweis nennt die Reihenfolge mit Regel 6.
        (
            "tail ../x -f",
            'raise KommandoAbgelehnt("x", 7)',
            6,
            "Prüfe erst alle Wörter nach Regel 6",
        ),
    ],
)
def test_die_meldung_nennt_die_regel_die_der_waechter_zu_weit_prueft(
    kommando, antwort, regel, satz
):
    meldung = _meldung(_bis_auf(kommando, antwort))
    assert meldung.startswith(f"Regel {regel} verletzt: "), meldung
    if satz is None:
        assert "Dieses Kommando verletzt" not in meldung and "Hier steht" not in meldung
    else:
        assert satz in meldung


@pytest.mark.parametrize(("kommando", "erste", "spaetere"), REIHENFOLGE, ids=repr)
def test_die_reihenfolge_zaehlt(kommando, erste, spaetere):
    """Eine Ablehnung nach einer späteren Regel, die auch verletzt ist, besteht nicht."""
    assert regel_von(kommando) == erste
    meldung = _meldung(_bis_auf(kommando, f'raise KommandoAbgelehnt("x", {spaetere})'))
    # Regel 9 (die Reihenfolge), wo ein bekannter Irrtum genau so antwortet.
    assert meldung.startswith((f"Regel {erste} verletzt: ", "Regel 9 verletzt: "))
    assert f'soll KommandoAbgelehnt("…", {erste}) (Ablehnung) ergeben' in meldung
    assert f'deine Funktion gibt KommandoAbgelehnt("…", {spaetere}) (Ablehnung).' in meldung


# Irrtümer, die einem anderen ähneln, und der andere, dessen Diagnose nicht passt (Runde 11).
AEHNLICHE_IRRTUEMER = [
    ("falsch_tail_pfad_vor_folgen.py", "falsch_eine_schleife.py"),
    ("falsch_rest_nur_ab_drittem_zeichen.py", "falsch_rest_nach_gleich_uebersprungen.py"),
    ("falsch_rest_nach_gleich_uebersprungen.py", "falsch_rest_nur_ab_drittem_zeichen.py"),
    ("falsch_tail_nur_zweites_zeichen.py", "falsch_tail_folgt_nur_wortzeichen.py"),
    ("falsch_tail_folgt_nur_wortzeichen.py", "falsch_tail_nur_zweites_zeichen.py"),
    ("falsch_posix_false.py", "falsch_anfuehrungszeichen_gestrippt.py"),
    # Runde 13: Wer `...` ablehnt, trennt nicht am Rückstrich.
    ("falsch_punkte_am_anfang.py", "falsch_rueckstrich_trenner.py"),
    ("falsch_rueckstrich_trenner.py", "falsch_punkte_am_anfang.py"),
    # Runde 18: Wer das erste Wort nach `tail` auslässt, prüft `+` trotzdem (`tail x +F`); wer
    # `wort[1:]` prüft, lehnt `cat -/x` ab, aber nicht `cat version..2.txt`.
    ("falsch_tail_erstes_wort_ausgelassen.py", "falsch_plus_ungeprueft.py"),
    ("falsch_rest_ab_zweitem_zeichen.py", "falsch_punkte_als_teilstring.py"),
]


@pytest.mark.parametrize(("datei", "andere"), AEHNLICHE_IRRTUEMER)
def test_ein_aehnlicher_irrtum_bekommt_seine_eigene_diagnose(datei, andere):
    irrtuemer = {i.datei: i for i in VERTRAG_2.irrtuemer}
    eigener, fremder = irrtuemer[datei], irrtuemer[andere]
    regel = VERTRAG_2.regeln[eigener.regel - 1]
    meldung = _meldung(eigener.code)
    assert meldung.startswith(f"Regel {regel.nummer} verletzt: {eigener.diagnose}")
    assert meldung.endswith(f" Regel {regel.nummer} lautet: {regel.text}")
    assert fremder.diagnose not in meldung


def test_wer_plus_nur_am_ersten_wort_uebersieht_bekommt_nicht_plus_ungeprueft():
    """Fremdtest (Runde 18): Ein Wächter, der bei `tail` nur das erste Wort nicht prüft, hat mit
    `+` keinen eigenen Fehler; `tail x +F` trennt ihn von falsch_plus_ungeprueft.py."""
    code = finde("m4-05-uebung-2").loesung
    alt = "            if _folgt(argument):"
    assert code.count(alt) == 1
    erstes_plus = 'argument is argv[1] and argument.startswith("+")'
    code = code.replace(alt, f"            if _folgt(argument) and not ({erstes_plus}):")
    irrtuemer = {i.datei: i for i in VERTRAG_2.irrtuemer}
    meldung = _meldung(code)
    assert meldung.startswith("Regel 6 verletzt: ") and "kommando='tail +" in meldung, meldung
    assert irrtuemer["falsch_plus_ungeprueft.py"].diagnose not in meldung, meldung


def test_eine_diagnose_zeigt_rueckstriche_einfach():
    """Die Diagnose ist der Quelltext des Docstrings: Ein verdoppelter Rückstrich darin stünde
    doppelt in der Meldung, darum sind solche Docstrings roh."""
    diagnosen = {i.datei: i.diagnose for i in VERTRAG_2.irrtuemer}
    assert "(`\\w*`)" in diagnosen["falsch_tail_folgt_nur_wortzeichen.py"]
    assert "`\\u200b`" in diagnosen["falsch_grund_unsichtbar.py"]


def test_jede_antwort_ist_eine_neue_liste():
    """Regel 8: Gibt der Wächter dieselbe Liste noch einmal heraus, ändert der Aufrufer mit
    seiner Liste die nächste Antwort; der zweite Aufruf nach einer Änderung zeigt es."""
    code = finde("m4-05-uebung-2").loesung + (
        "\n_echt, _gemerkt = pruefe_kommando, {}\n\n\ndef pruefe_kommando(kommando):\n"
        "    if kommando == 'ls':\n        return _gemerkt.setdefault(kommando, _echt(kommando))\n"
        "    return _echt(kommando)\n"
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 8 verletzt: "), meldung
    assert "pruefe_kommando(kommando='ls')" in meldung
    assert "(vom Aufrufer angehängt)" in meldung


def test_ohne_grund_und_mit_anderer_ausnahme_nennt_die_meldung_beides():
    leer = _meldung(_bis_auf("find -delete", 'raise KommandoAbgelehnt("", 5)'))
    assert "deine Funktion gibt KommandoAbgelehnt('', 5) (Ablehnung)." in leer
    absturz = _meldung(_bis_auf("ls ..", "raise IndexError('weg')"))
    assert absturz.startswith("Regel 7 verletzt: ")
    assert "deine Funktion löst die Ausnahme IndexError: weg aus." in absturz


def test_offenes_anfuehrungszeichen_mit_nummer_2_ist_regel_3():
    """Ein Text ohne die Zeichen von Regel 2, den nur `shlex.split` ablehnt, mit der Nummer 2:
    Falsch ist die Nummer bei Regel 3, nicht die Zeichenliste von Regel 2."""
    meldung = _meldung(_bis_auf('"', 'raise KommandoAbgelehnt("nein", 2)'))
    assert meldung.startswith("Regel 3 verletzt: In diesem Kommando steht keines der Zeichen")
    assert "Steht bei deiner Ablehnung nach Regel 3 die Nummer 2 statt 3?" in meldung


def test_jeder_mutant_einer_regelnummer_faellt_durch():
    """Die Nummer gehört zum Vertrag: Kein Mutant, der sie ändert, darf bestehen (sonst zählte
    ihn das Tor als „ändert nur den Text einer Ausnahme“ nicht mit)."""
    from lernlabor.autoren.mutanten import mutanten

    nummern = [
        m
        for m in mutanten(finde("m4-05-uebung-2").loesung)
        if m.art.startswith("Zahl") and "KommandoAbgelehnt(" in m.vorher
    ]
    assert len(nummern) == 18
    for mutant in nummern:
        assert pruefe("m4-05-uebung-2", mutant.code)["ergebnis"] == "nicht-bestanden", mutant


# --- Übung 1: der Grund passt zum Fehler, der Exponent vor ** ----------------------------------


def _rechner(ersatz):
    """Die Musterlösung von Übung 1, nur dass ``ersatz`` (dict Eingabe → Antwort) vorgeht."""
    loesung = finde("m4-05-uebung-1").loesung.replace("def berechne(", "def _berechne(")
    umleitung = f"ERSATZ = {ersatz!r}\n\ndef berechne(ausdruck):\n"
    umleitung += "    if isinstance(ausdruck, str) and ausdruck in ERSATZ:\n"
    umleitung += "        return ERSATZ[ausdruck]\n    return _berechne(ausdruck)\n"
    return loesung + "\n\n" + umleitung


def test_arten_und_regel_sind_sich_einig():
    """Ein Fall verlangt "Fehler: …" (nicht Regel 3) genau dann, wenn er eine Art Fehler hat."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import (
        ERLAUBT,
        RAENDER,
        VERTRAG,
        arten,
        regel_von,
    )

    for ausdruck in [*RAENDER, *(f["argumente"][0] for f in VERTRAG.faelle())]:
        assert (regel_von(ausdruck) == ERLAUBT) == (not arten(ausdruck)), ausdruck
    assert arten("0 ** -101") == {"exponent"}  # geprüft, bevor ** rechnet
    assert arten("(1 / 0) + x") == {"null", "verboten"}  # welchen du meldest, ist frei


def test_regel_2_nennt_die_woerter_jeder_art():
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import ARTEN, VERTRAG

    for _, woerter in ARTEN.values():
        assert woerter in VERTRAG.regeln[1].text


def test_9_hoch_9_hoch_9_muss_den_exponenten_nennen():
    """Die letzte Prüfung ruft berechne("9 ** 9 ** 9"): Wer dort etwas anderes als den
    Exponenten nennt, hat ihn nicht vor ** geprüft (Regel 7)."""
    code = _rechner({"9 ** 9 ** 9": "Fehler: Das Ergebnis ist zu groß."})
    meldungen = "\n".join(pruefe("m4-05-uebung-1", code)["meldungen"])
    assert "Regel 7 verletzt" in meldungen and "berechne(ausdruck='9 ** 9 ** 9')" in meldungen
    assert pruefe("m4-05-uebung-1", _rechner({}))["ergebnis"] == "bestanden"


GRUENDE = [  # Regel 2: (Ausdruck, Antwort, Teil der Meldung oder None, wenn sie gilt)
    ("1 / 0", "Fehler: Cannot divide by zero.", "ein englischer Satz (mit „Cannot“)"),
    ("1 +", "Fehler: Bad syntax here.", "ein englischer Satz (mit „here“)"),
    ("1 / 0", "Fehler: division by zero", "ein englischer Satz (mit „by“)"),
    # englisch ohne die Wörter aus Pythons Meldungen (der Fund des Fremden, Runde 15)
    ("1 / 0", "Fehler: Division failed.", "ein englischer Satz (mit „failed“)"),
    ("x + 1", "Fehler: Value required.", "ein englischer Satz (mit „required“)"),
    ("2 ** 101", "Fehler: Exponent exceeds 100.", "ein englischer Satz (mit „exceeds“)"),
    ("not 1", "Fehler: Der Operator not ist nicht erlaubt.", None),
    ("1 +", "Fehler: Ungültige Syntax", None),
    ("1 2", "Fehler: Kein Text, zu lang, Syntax, durch null?", "Wörter von 5 Arten Fehler"),
    # Die Meldung nennt jedes Wort und seine Art, auch ein Teil eines Wortes (Runde 18, b01)
    (
        "x + 1",
        "Fehler: Syntaxfehler: Nur Zahlen, Klammern und Rechenzeichen, keinen Text.",
        "„zeichen“ in „Rechenzeichen“: mehr als 200 Zeichen; „Syntax“ in „Syntaxfehler“",
    ),
    ("2 ** 101", "Fehler: Der Exponent ist zu groß, nur bis 100 erlaubt.", None),
    # ein Wort ist ein Grund, aber kein Satz aus zwei Wörtern (der Fund des Fremden, w19)
    ("1 % 0", "Fehler: Nullteiler.", "steht nur ein Wort („Nullteiler“)"),
    # „Zeichenkette“ nennt den Typ (Art „text“), nicht die Länge, obwohl „Zeichen“ darin steckt
    (42, "Fehler: Die Eingabe ist keine Zeichenkette.", None),
    ("1" + " " * 200, "Fehler: Das ist keine Zeichenkette.", "Der Grund passt nicht"),
    ("", "Fehler: Die Eingabe ist leer.", "„Syntax“"),  # die Wortlisten sind abschließend
]


@pytest.mark.parametrize("ausdruck", ["2 ** -100", "-(10 ** 100)", "2 ** 100", "10 ** 100"])
def test_eine_abgelehnte_grenze_nennt_regel_7(ausdruck):
    """Die Grenzen der Regel 7 sind erlaubt, auch die unteren (der Fund des Fremden, Runde 15):
    Wer eine ablehnt, bekommt Regel 7 mit dem Satz zu den Grenzen, nicht Regel 3 ohne Hinweis."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import GRENZE_ERLAUBT

    code = _rechner({ausdruck: "Fehler: Die Zahl ist zu groß."})
    meldungen = "\n".join(pruefe("m4-05-uebung-1", code)["meldungen"])
    assert "Regel 7 verletzt" in meldungen and GRENZE_ERLAUBT in meldungen, meldungen


@pytest.mark.parametrize(("ausdruck", "antwort", "teil"), GRUENDE)
def test_englisch_und_sammelgrund_brechen_regel_2(ausdruck, antwort, teil):
    """Englisch heißt: ein Wort der Liste in Regel 2; ein Sammelsatz: Wörter von mehr als
    drei Arten. Die Meldung behauptet nicht, der Text sei Pythons."""
    pruefung = pruefe("m4-05-uebung-1", _rechner({ausdruck: antwort}))
    meldungen = "\n".join(pruefung["meldungen"])
    if teil is None:
        assert pruefung["ergebnis"] == "bestanden", meldungen
    else:
        assert "Regel 2 verletzt" in meldungen and teil in meldungen, meldungen
        assert "Pythons englischer Text" not in meldungen


def test_ein_einzelnes_surrogat_ist_ein_gespeicherter_fall():
    """json.loads('"\\ud800"') ergibt ein einzelnes Surrogat; ast.parse wirft dort
    UnicodeEncodeError, einen ValueError (Regel 1). faelle.json speichert es als Escape."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import VERTRAG

    assert "1+\ud800" in [f["argumente"][0] for f in VERTRAG.faelle()]


def test_laenge_in_bytes_ist_regel_6_auch_ohne_bekannten_irrtum():
    """Eine Länge in Bytes (hier mit ``surrogatepass``, also keiner der gespeicherten Irrtümer)
    verletzt Regel 6, nicht die Regel des Ausdrucks, an dem sie auffällt."""
    code = finde("m4-05-uebung-1").loesung.replace(
        "if len(ausdruck) > 200:", 'if len(ausdruck.encode("utf-8", "surrogatepass")) > 200:'
    )
    assert code != finde("m4-05-uebung-1").loesung
    meldungen = "\n".join(pruefe("m4-05-uebung-1", code)["meldungen"])
    assert "Regel 6 verletzt" in meldungen, meldungen


@pytest.mark.parametrize("anfang", ["FEHLER:", "Fehler -", "Error:", " fehler:"])
def test_fast_fehler_am_anfang_ist_regel_1(anfang):
    code = _rechner({"x + 1": f"{anfang} Namen sind nicht erlaubt."})
    meldungen = "\n".join(pruefe("m4-05-uebung-1", code)["meldungen"])
    assert "Regel 1 verletzt" in meldungen and "Regel 4" not in meldungen


# --- Übung 3: das Injektions-Szenario ------------------------------------------------------


def _referenz_tor():
    namensraum = finde("m4-05-uebung-3").setup()
    exec(finde("m4-05-uebung-3").loesung, namensraum)
    return namensraum["mit_freigabe"]


def test_das_tor_haelt_den_angriff_auch_in_der_echten_schleife():
    """Die Aufrufe des Angriffs (ein Fall im Vertrag) als Drehbuch für lauf_agent: Ohne
    Freigabe bleiben alle Dateien, und das Modell bekommt je Löschwunsch ein Ergebnis mit
    is_error, das das Tool nennt. So gilt, was der Vertrag an der Hülle allein prüft, auch dort,
    wo tool_result_fuer die Ausnahme in ein Ergebnis verwandelt."""
    dateien = dict.fromkeys(DATEIEN, "Inhalt")

    def loesche_datei(name):
        del dateien[name]
        return f"{name} gelöscht."

    werkzeuge = {
        "liste_dateien": lambda: sorted(dateien),
        "lies_datei": lambda name: dateien[name],
        "loesche_datei": loesche_datei,
    }
    wuensche = [
        {"type": "tool_use", "id": f"t{i}", "name": name, "input": eingabe}
        for i, (name, eingabe) in enumerate(ANGRIFF_AUFRUFE)
    ]
    gefragt = []
    tor = _referenz_tor()(werkzeuge, {"loesche_datei"}, lambda *a: gefragt.append(a))
    ergebnis = lauf_agent(SkriptModell([wuensche, "Fertig."]), "Fasse zusammen.", tor)

    assert sorted(dateien) == sorted(DATEIEN)
    assert gefragt == [("loesche_datei", {"name": n}) for n in DATEIEN]
    bloecke = [
        b
        for n in ergebnis["messages"]
        if n["role"] == "user" and isinstance(n["content"], list)
        for b in n["content"]
    ]
    abgelehnt = [b for b in bloecke if b.get("is_error")]
    assert len(bloecke) == len(ANGRIFF_AUFRUFE) and len(abgelehnt) == len(DATEIEN)
    assert all(
        "PermissionError" in b["content"] and "loesche_datei" in b["content"] for b in abgelehnt
    )
    assert ergebnis["grund"] == "fertig"


def test_die_meldung_beschreibt_den_fall_in_worten():
    """Kein Protokoll-Dump: Tools, gefährliche Namen, Aufrufe und Antworten, lesbar."""
    funktion = VERTRAG_3.funktion("mit_freigabe")
    szene = {
        "werkzeuge": {"loesche_datei": KeyError, "sende_mail": None},
        "gefaehrlich": ("loesche_datei",),
        "aufrufe": [("loesche_datei", {"name": "a.csv"})],
        "antworten": [True, RuntimeError],
    }
    assert funktion.beschreibung((szene,)) == (
        "mit_freigabe in der Szene [Tools: loesche_datei wirft KeyError, sende_mail gibt None; "
        "gefaehrlich=('loesche_datei',); Aufrufe: loesche_datei(name='a.csv'); Antworten von "
        "frage: True, wirft RuntimeError, danach immer False]"
    )


@pytest.mark.parametrize("antwort", [False, None, "ja", 1, "True", [True]])
def test_referenz_tor_lehnt_alles_ausser_true_ab(antwort):
    gelaufen = []
    tor = _referenz_tor()
    neu = tor({"x": lambda **e: gelaufen.append(e)}, {"x"}, lambda name, eingabe: antwort)
    with pytest.raises(PermissionError, match="x"):
        neu["x"](a=1)
    assert gelaufen == []


def test_tool_mit_parameter_name_kollidiert_nicht_mit_der_huelle():
    """Die Hülle nimmt nur **eingabe; ein Tool-Parameter namens name kommt unverändert an."""
    tor = _referenz_tor()
    neu = tor({"loesche": lambda name: f"weg: {name}"}, ["loesche"], lambda n, e: True)
    assert neu["loesche"](name="a.txt") == "weg: a.txt"


NUR_GETEILT = (
    "links, rechts = werte_aus(knoten.left), werte_aus(knoten.right)",
    "links, rechts = werte_aus(knoten.left), werte_aus(knoten.right)\n"
    "        if isinstance(knoten.op, (ast.Div, ast.FloorDiv, ast.Mod)) and rechts == 0:\n"
    "            raise Unzulaessig('Durch null kann man nicht teilen.')",
)


@pytest.mark.parametrize(
    ("ersetzungen", "regel", "satz"),
    [
        ((("except ZeroDivisionError:", "except TabError:"),), 5, "Fang `ZeroDivisionError` ab"),
        # prüft nur vor / // % auf null (der Fund des Fremden, w38): `0 ** -1` wirft
        ((("except ZeroDivisionError:", "except TabError:"), NUR_GETEILT), 5, "`0 ** -1`"),
        ((("except OverflowError:", "except TabError:"),), 7, "Fang `OverflowError` ab"),
    ],
)
def test_ein_absturz_an_null_oder_ueberlauf_nennt_regel_5_oder_7_mit_pythons_text(
    ersetzungen, regel, satz
):
    """Regel 5 nennt `0 ** -1`, Regel 7 den Überlauf: Wirft der Code dort, nennt die Meldung
    diese Regel und Pythons eigenen Text (3.13 „integer modulo by zero“, Pyodide mit 3.14
    „division by zero“), keinen umgeschriebenen."""
    code = finde("m4-05-uebung-1").loesung
    for alt, neu in ersetzungen:
        assert code.count(alt) == 1
        code = code.replace(alt, neu)
    ergebnis = pruefe("m4-05-uebung-1", code)
    meldung = ergebnis["meldungen"][1]
    assert meldung.startswith(f"Regel {regel} verletzt"), meldung
    assert satz in meldung and "Fang " in meldung
    ausdruck = re.search(r"berechne\(ausdruck='([^']*)'\)", meldung)[1]
    try:
        eval(ausdruck)  # noqa: S307 – nur Zahlen: Pythons eigener Text in dieser Version
    except ArithmeticError as fehler:
        python = f"{type(fehler).__name__}: {fehler}"
    assert f"die Ausnahme {python} aus" in meldung, meldung
    assert python in ergebnis["fehler"]["traceback"]
    if len(ersetzungen) == 2:
        assert ausdruck == "0 ** -1" and "negative power" in python


def test_print_statt_return_in_berechne_bekommt_den_hinweis_auf_return():
    from lernlabor.pruefen.meldungen import VERTRAG_NONE

    code = "def berechne(ausdruck):\n    print(ausdruck)\n"
    meldungen = "\n".join(pruefe("m4-05-uebung-1", code)["meldungen"])
    assert "deine Funktion gibt None (NoneType)" in meldungen
    assert VERTRAG_NONE.strip() in meldungen


def _meldungen_tor(ersetzen):
    """Die Meldungen zur Musterlösung von Übung 3 mit einer Ersetzung (ein Fehler, den kein
    bekannter Irrtum genau so macht)."""
    alt, neu = ersetzen
    code = finde("m4-05-uebung-3").loesung
    assert code.count(alt) == 1
    ergebnis = pruefe("m4-05-uebung-3", code.replace(alt, neu))
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    return "\n".join(ergebnis["meldungen"])


def test_typfehler_am_tool_nennt_das_tool_nicht_die_attrappe():
    """Ruft die Hülle das Tool falsch auf, zeigt der TypeError den Namen des Tools; einen Aufruf
    mit Positionsargumenten zeigt die Meldung so, wie er geschah."""
    text = _meldungen_tor(("return tool(**eingabe)", "return tool(**eingabe, **eingabe)"))
    assert "Regel 3 verletzt" in text
    # Welches Tool es trifft, hängt von den gespeicherten Fällen ab; genannt ist das Tool.
    assert re.search(r"TypeError: [a-z_]+\(\) got multiple values for keyword argument", text)
    assert "<locals>" not in text and "lauf." not in text and "attrappen" not in text
    text = _meldungen_tor(("return tool(**eingabe)", "return tool(*list(eingabe.values()))"))
    assert "Regel 3 verletzt" in text
    assert re.search(r"geschehen ist: Lauf [\"'][a-z_]+\([^=()]+\)[\"']", text), text


def test_neue_ausnahme_mit_gleichem_text_heisst_nicht_die_des_tools():
    """Gleich aussehen genügt nicht: Die Meldung sagt, dass es ein neues Objekt ist."""
    text = _meldungen_tor(
        (
            "return tool(**eingabe)",
            "try:\n            return tool(**eingabe)\n        except KeyError as f:\n"
            "            raise KeyError(*f.args)",
        )
    )
    assert "Regel 3 verletzt" in text
    # Welches Tool wirft, hängt von den gespeicherten Fällen ab; beide Sätze nennen dasselbe.
    tool = re.search(r"'neue Ausnahme \(KeyError, gleicher Text\), nicht die von (\w+)'", text)
    assert tool, text
    assert f"Ausnahme des Tools 'genau die Ausnahme, die {tool[1]} warf (KeyError)'" in text


def test_ausnahme_des_tools_mit_geaendertem_text_ist_nicht_unveraendert():
    """Dasselbe Objekt, aber mit neuem Text in ``args``: Regel 3 verlangt es unverändert."""
    text = _meldungen_tor(
        (
            "return tool(**eingabe)",
            "try:\n            return tool(**eingabe)\n        except KeyError as f:\n"
            "            f.args = ('anders',)\n            raise",
        )
    )
    assert "Regel 3 verletzt" in text
    assert "Text geändert: 'anders'" in text


def test_huelle_die_nach_einem_anderen_tool_fragt_wird_benannt():
    """Späte Bindung, die kein gespeicherter Irrtum genau so macht (das Tool wird früh, der
    Name spät gelesen): Die Meldung sagt, aus welcher Hülle die Rückfrage kam."""
    code = finde("m4-05-uebung-3").loesung
    alt = "neu[name] = bewache(name, werkzeuge[name], frage)"
    neu = "neu[name] = bewache(lambda: name, werkzeuge[name], frage)"
    code = code.replace(alt, neu).replace("frage(name, dict", "frage(name(), dict")
    code = code.replace("{name} wurde", "{name()} wurde")
    ergebnis = pruefe("m4-05-uebung-3", code)
    text = "\n".join(ergebnis["meldungen"])
    assert "Regel 2 verletzt" in text
    # Welche Hülle zuerst fragt, hängt von den gespeicherten Fällen ab.
    paar = re.search(r"'aus der Hülle von (\w+), nicht von (\w+)'", text)
    assert paar and {paar[1], paar[2]} == {"loesche_datei", "sende_mail"}, text


# Wächter, die die Regeln 5 bis 7 an einer umgebauten Fassung des Kommandos prüfen, aber die
# Liste von shlex.split zurückgeben: Zwischen beiden Fassungen liegt eine Lücke.
UMGEBAUT = (
    "kommando.split()",
    '[w.strip("\\"\'") for w in kommando.split()]',
    "kommando.replace('\"', '').replace(\"'\", '').replace('\\\\', '').split()",
    "shlex.split(kommando.lower())",
    "kommando.strip().split(' ')",
    "shlex.split(kommando, comments=True)",
    "shlex.split(kommando, posix=False)",
    "__import__('re').findall(r\"[^\\s\\\"']+\", kommando)",
)


@pytest.mark.parametrize("fassung", UMGEBAUT)
def test_ein_waechter_der_eine_umgebaute_fassung_prueft_faellt_durch(fassung):
    zeile = "    programm, *argumente = argv\n"
    loesung = finde("m4-05-uebung-2").loesung
    assert loesung.count(zeile) == 1
    code = loesung.replace(zeile, f"    programm, *argumente = argv[:1] + ({fassung})[1:]\n")
    assert pruefe("m4-05-uebung-2", code)["ergebnis"] == "nicht-bestanden", fassung


# --- Übung 3: unbekannter Code bekommt die Regel dessen, was er falsch macht -------------------

NOCHMAL = """
def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(name)

    def bewache(name, tool):
        def bewacht(**eingabe):
            try:
                antwort = frage(name, dict(eingabe))
                if antwort is False:  # nur nach einem klaren Nein noch einmal
                    antwort = frage(name, dict(eingabe))
            except Exception:
                antwort = None
            if antwort is True:
                return tool(**eingabe)
            raise PermissionError(name)

        return bewacht

    return {n: bewache(n, t) if n in gefaehrlich else t for n, t in werkzeuge.items()}
"""


def test_eine_zweite_rueckfrage_verletzt_regel_2_nicht_die_des_faelligen_ausgangs():
    """Der Code ist kein bekannter Irrtum: Erwartet war die Ablehnung (Regel 4), er fragt aber
    noch einmal. Verletzt ist „Jeder Aufruf fragt genau einmal“."""
    meldungen = "\n".join(pruefe("m4-05-uebung-3", NOCHMAL)["meldungen"])
    assert "Regel 2 verletzt" in meldungen, meldungen
    assert "Deine Hülle fragt ein zweites Mal, bevor der Aufruf endet." in meldungen


def test_ein_vorgabewert_fuer_den_namen_wird_als_solcher_benannt():
    """Fremdtest: Die Meldung nannte nur ``functools.partial``, auch wenn der Name als
    Vorgabewert (``_name=name``) in der Hülle steckte."""
    code = finde("m4-05-uebung-3").loesung.replace(
        "bewacht(**eingabe)", "bewacht(_name=name, **eingabe)"
    )
    code = code.replace("frage(name, dict", "frage(_name, dict")
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 2 verletzt" in text, text
    assert "mit einem Vorgabewert wie `_name=name` oder mit `functools.partial`" in text, text


def test_ein_tool_das_erst_beim_aufruf_nachgeschlagen_wird_verletzt_regel_3():
    """Die Hülle fragt nach ``werkzeuge.update(...)`` ein zweites Mal, weil sie sich selbst ruft:
    verletzt ist „Es ist das Tool, das ``mit_freigabe`` beim Einpacken bekam“ (Regel 3)."""
    alt = "bewache(name, werkzeuge[name], frage)"
    neu = "bewache(name, functools.partial(lambda n, **e: werkzeuge[n](**e), name), frage)"
    code = "import functools\n" + finde("m4-05-uebung-3").loesung.replace(alt, neu)
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 3 verletzt" in text, text
    assert "Deine Hülle ruft nicht das Tool, das sie beim Einpacken bekam" in text, text


def _tor_mit(*ersetzungen):
    """Die Musterlösung von Übung 3 mit Ersetzungen, jede genau einmal."""
    code = finde("m4-05-uebung-3").loesung
    for alt, neu in ersetzungen:
        assert code.count(alt) == 1, alt
        code = code.replace(alt, neu)
    return code


FRAGE = "        try:\n            antwort = frage(name, dict(eingabe))\n"
NUR_BEI_TRUE = "        return tool(**eingabe)\n"


@pytest.mark.parametrize("grenze", [1, 3, 5, 9])
@pytest.mark.parametrize("zaehlt", ["Freigaben", "Aufrufe"])
def test_eine_huelle_die_ab_einer_zahl_nicht_mehr_fragt_verletzt_regel_2(grenze, zaehlt):
    """Fremdtest (w75, w77): Nach einigen Freigaben oder Aufrufen lief das Tool ohne Rückfrage,
    und keine Szene rief eine Hülle öfter als dreimal. Eine Szene ruft sie zehnmal (neunmal
    mit Freigabe), die Suche den ersten Aufruf bis zu zehnmal mehr."""
    zaehler = (
        ("        zaehler[0] += 1\n", "")
        if zaehlt == "Aufrufe"
        else ("", "        zaehler[0] += 1\n")
    )
    code = _tor_mit(
        ("    def bewacht(**eingabe):\n", "    zaehler = [0]\n\n    def bewacht(**eingabe):\n"),
        (FRAGE, f"{zaehler[0]}        if zaehler[0] >= {grenze}:\n    {NUR_BEI_TRUE}{FRAGE}"),
        (NUR_BEI_TRUE + "\n", zaehler[1] + NUR_BEI_TRUE + "\n"),
    )
    ergebnis = pruefe("m4-05-uebung-3", code)
    text = "\n".join(ergebnis["meldungen"])
    assert ergebnis["ergebnis"] == "nicht-bestanden", code
    assert "Regel 2 verletzt" in text, text
    assert "ohne dass deine Hülle in diesem Aufruf zuerst `frage` fragt" in text, text


def test_ein_tool_mit_anderen_argumenten_statt_seines_typeerror_nennt_was_es_bekam():
    """Fremdtest (w14): Nach dem TypeError rief die Hülle das Tool mit den Argumenten, die es
    annimmt. Der Lauf zeigte die Vorgabe papierkorb=True, als hätte die Hülle sie ergänzt."""
    code = _tor_mit(
        (
            NUR_BEI_TRUE,
            "        try:\n            return tool(**eingabe)\n        except TypeError:\n"
            "            return tool(name=eingabe['name'])\n",
        )
    )
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 3 verletzt" in text, text
    assert "läuft es bei dir mit anderen Argumenten" in text, text
    assert """geschehen ist: Lauf ("loesche_datei(name='a.txt')", """ in text, text
    geschehen = text.split("geschehen ist:")[-1]
    assert "\"'rekursiv' fehlt\"" in geschehen and "papierkorb" not in geschehen


@pytest.mark.parametrize(
    ("ersetzung", "regel", "satz"),
    [
        # w74: Gibt das Tool None zurück, ruft die Hülle es noch einmal.
        (
            (
                "        return tool(**eingabe)\n",
                "        return tool(**eingabe) or tool(**eingabe)\n",
            ),
            3,
            "Dein Tool läuft in diesem Aufruf ein zweites Mal.",
        ),
        # w16: das übergebene dict selbst, die Namen aus einem set
        (
            (
                "    neu = dict(werkzeuge)\n    for name in gefaehrlich:",
                "    neu = werkzeuge\n    for name in set(gefaehrlich):",
            ),
            1,
            "Dein Ergebnis ist das übergebene `werkzeuge` selbst, kein neues dict",
        ),
        # w19: frage mit Schlüsselwörtern
        (
            ("frage(name, dict(eingabe))", "frage(name=name, eingabe=dict(eingabe))"),
            2,
            "'mit Schlüsselwörtern; verlangt sind zwei Positionsargumente'",
        ),
        # w38: der Name mit ? statt ö
        (
            ("{name} wurde", "{name.encode('ascii', 'replace').decode()} wurde"),
            4,
            "ersetze oder maskiere keine Zeichen",
        ),
    ],
)
def test_fremde_irrtuemer_bekommen_einen_satz_zu_ihrer_regel(ersetzung, regel, satz):
    """Fremdtest: Diese Fehler bekamen nur Ereignisse oder eine Diagnose zu Code, den es nicht
    gab (`{name!a}` statt `encode`)."""
    text = "\n".join(pruefe("m4-05-uebung-3", _tor_mit(ersetzung))["meldungen"])
    assert f"Regel {regel} verletzt" in text, text
    assert satz in text, text


def test_eine_ablehnung_darf_die_exception_aus_frage_als_ursache_tragen():
    """Regel 4 erlaubt `raise PermissionError(...) from fehler` für eine Exception aus `frage`;
    Regel 3 verbietet eine Ursache nur an der Ausnahme des Tools (ok3 und ok5 des Fremden)."""
    code = _tor_mit(
        (
            "        except Exception:\n            antwort = None\n",
            "        except Exception as fehler:\n"
            "            raise PermissionError(f'{name}: keine Antwort') from fehler\n",
        )
    )
    assert pruefe("m4-05-uebung-3", code)["ergebnis"] == "bestanden"


@pytest.mark.parametrize(
    "nachsehen",
    [
        "        if name not in gefaehrlich:\n            return tool(**eingabe)\n",
        "        if not gefaehrlich:\n            return tool(**eingabe)\n",
    ],
)
def test_eine_huelle_die_gefaehrlich_erst_beim_aufruf_liest_verletzt_regel_2(nachsehen):
    """Fremdtest (w27): Die Hülle sah erst beim Aufruf in der Liste des Aufrufers nach. Leerte
    er sie danach (oder nahm den Namen heraus), lief das gefährliche Tool ohne Rückfrage."""
    code = _tor_mit(
        (
            "bewache(name, werkzeuge[name], frage)",
            "bewache(name, werkzeuge[name], frage, gefaehrlich)",
        ),
        ("def bewache(name, tool, frage):", "def bewache(name, tool, frage, gefaehrlich):"),
        (FRAGE, nachsehen + FRAGE),
    )
    ergebnis = pruefe("m4-05-uebung-3", code)
    text = "\n".join(ergebnis["meldungen"])
    assert ergebnis["ergebnis"] == "nicht-bestanden", code
    assert "Regel 2 verletzt" in text, text
    assert "erst ändert der Aufrufer gefaehrlich[:] = " in text, text


@pytest.mark.parametrize(
    ("ersetzungen", "regel", "satz"),
    [
        # w49: eine Freigabe in einem Zustand, den eine Exception aus frage nicht zurücksetzt
        (
            (
                (
                    "    def bewacht(**eingabe):\n",
                    "    zustand = [None]\n\n    def bewacht(**eingabe):\n",
                ),
                ("antwort = frage(name", "zustand[0] = frage(name"),
                ("            antwort = None\n", "            pass\n"),
                ("if antwort is not True:", "if zustand[0] is not True:"),
            ),
            4,
            "frei gab nur eine frühere Antwort",
        ),
        # w64: nach einem True nur mit Argumenten
        (
            (("if antwort is not True:", "if antwort is not True or not eingabe:"),),
            3,
            "Deine Hülle lehnt ab, obwohl `frage` in diesem Aufruf mit `True` antwortete",
        ),
        # w61: der PermissionError aus frage geht durch, ohne den Namen des Tools
        (
            (
                (
                    "        except Exception:\n",
                    "        except PermissionError:\n            raise\n"
                    "        except Exception:\n",
                ),
            ),
            4,
            "`frage` warf selbst einen `PermissionError`, dessen Text das Tool nicht nennt.",
        ),
    ],
)
def test_was_frage_antwortete_steht_im_satz_zur_regel(ersetzungen, regel, satz):
    """Fremdtest (w49, w61, w64): Die Meldung zeigte nur Ereignisse; die Antwort von ``frage``
    davor sagt, was die Hülle falsch entschied."""
    text = "\n".join(pruefe("m4-05-uebung-3", _tor_mit(*ersetzungen))["meldungen"])
    assert f"Regel {regel} verletzt" in text, text
    assert satz in text, text


def test_ein_lauf_aendert_die_liste_der_szene_nicht():
    """Der Lauf ändert seine Kopie von ``gefaehrlich``, nicht die Szene: Sonst sähe der nächste
    Lauf derselben Szene eine leere Liste. Die Musterlösung fragt trotzdem in jeder Szene."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_3.vertrag import SZENE, lauf

    namensraum = {}
    exec(compile(finde("m4-05-uebung-3").loesung, "<loesung>", "exec"), namensraum)
    szenen = [s for s in SZENE.raender() if "danach" in s]
    assert len(szenen) == 4
    for szene in szenen:
        vorher, ereignisse = repr(szene), []
        lauf(namensraum["mit_freigabe"], (szene,), lambda *e, liste=ereignisse: liste.append(e))
        assert repr(szene) == vorher
        assert any(art == "Rückfrage" for art, _ in ereignisse), ereignisse


def test_eine_huelle_aus_einem_frueheren_aufruf_bekommt_einen_satz():
    """Fremdtest (w58): Ein Speicher im Modul gab eine Hülle mit dem ``frage`` eines früheren
    Aufrufs zurück; die Meldung zeigte nur Ereignisse."""
    code = "_HUELLEN = {}\n\n" + _tor_mit(
        (
            "        neu[name] = bewache(name, werkzeuge[name], frage)\n",
            "        if name not in _HUELLEN:\n"
            "            _HUELLEN[name] = bewache(name, werkzeuge[name], frage)\n"
            "        neu[name] = _HUELLEN[name]\n",
        )
    )
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 2 verletzt" in text, text
    assert "aus einem früheren Aufruf von `mit_freigabe`" in text, text


def test_eine_huelle_die_selbst_ablehnt_bekommt_den_satz_zu_eigenen_pruefungen():
    """Fremdtest (Runde 24): Eine Hülle, die leere Argumente ohne Rückfrage ablehnt, hörte nur
    von einem Speicher im Modul, den es bei ihr nicht gibt."""
    text = _meldungen_tor(
        (
            FRAGE,
            "        if not eingabe:\n"
            "            raise PermissionError(f'{name}: ohne Argumente nicht')\n" + FRAGE,
        )
    )
    assert "Regel 2 verletzt" in text, text
    assert "Prüft deine Hülle sie selbst" in text, text


def test_hundert_gleiche_aufrufe_stehen_gezaehlt_in_der_szene():
    """Fremdtest (Runde 24): Eine Sperre nach 100 Aufrufen bekam eine Meldung von 6,9 kB, die
    jeden der 101 Aufrufe und jede der 100 Antworten einzeln aufzählte."""
    code = _tor_mit(
        ("    def bewacht(**eingabe):\n", "    zaehler = [0]\n\n    def bewacht(**eingabe):\n"),
        (
            FRAGE,
            "        zaehler[0] += 1\n        if zaehler[0] > 100:\n"
            "            raise PermissionError(name)\n" + FRAGE,
        ),
    )
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 2 verletzt" in text, text
    assert "101 × loesche_datei(name='notizen.txt')" in text, text
    assert "100 × True, False, danach immer False" in text, text
    assert len(text) < 3000, len(text)


@pytest.mark.parametrize("kommando", ["LS", "ls /", "find . -delete"])
def test_valueerror_statt_ablehnung_ist_regel_9(kommando):
    """Wer ``ValueError`` wirft, wo eine Ablehnung hingehört, verletzt Regel 9, nicht die Regel
    des Kommandos: Das Programm, das den Wächter benutzt, fängt nur ``KommandoAbgelehnt``."""
    meldung = _meldung(_bis_auf(kommando, 'raise ValueError("nein")'))
    assert meldung.startswith("Regel 9 verletzt: ")
    assert "Du wirfst `ValueError`, statt abzulehnen." in meldung


# Wer anders zerlegt, verletzt Regel 3, auch wo erst eine spätere Regel ablehnen müsste: kein
# bekannter Irrtum, die Meldung erkennt den Zerleger an der Liste. Dieselben Wörter wie
# `shlex.split` bleiben ein Fehler der Regel des Kommandos.
ANDERS_ZERLEGT = [
    ("ls=1", ["ls", "=", "1"], 3, "Deine Liste gleicht der von `shlex.shlex(kommando)`"),
    ('find . "-delete"', ["find", ".", '"-delete"'], 3, "der von `kommando.split()`"),
    ("cat /etc/passwd", ["cat", "/etc/passwd"], 7, None),
]


@pytest.mark.parametrize(("kommando", "liste", "regel", "satz"), ANDERS_ZERLEGT)
def test_eine_liste_eines_anderen_zerlegers_ist_regel_3(kommando, liste, regel, satz):
    meldung = _meldung(_bis_auf(kommando, f"return {liste!r}"))
    assert meldung.startswith(f"Regel {regel} verletzt: "), meldung
    if satz is None:
        assert "Deine Liste gleicht der von" not in meldung, meldung
    else:
        assert satz in meldung, meldung


def test_valueerror_beim_zerlegen_bleibt_regel_3():
    meldung = _meldung(_bis_auf('cat "offen', 'raise ValueError("offen")'))
    assert meldung.startswith("Regel 3 verletzt: ")


# Wer den Text vor dem Zerlegen ändert, verletzt Regel 3, auch wenn es erst die Liste zeigt:
# kein bekannter Irrtum, die Meldung erkennt die Änderung an der Liste.
VORHER_GEAENDERT = {
    "kommando.lstrip()": "kommando.lstrip()",
    "kommando.rstrip()": "kommando.rstrip()",
    "kommando.expandtabs(1)": 'kommando.replace("\\t", " ")',
    'kommando.replace("\\t", " ")': 'kommando.replace("\\t", " ")',
}


@pytest.mark.parametrize(("aenderung", "gezeigt"), VORHER_GEAENDERT.items())
def test_ein_vor_dem_zerlegen_geaenderter_text_ist_regel_3(aenderung, gezeigt):
    code = finde("m4-05-uebung-2").loesung
    assert code.count("shlex.split(kommando)") == 1
    meldung = _meldung(code.replace("shlex.split(kommando)", f"shlex.split({aenderung})"))
    assert meldung.startswith("Regel 3 verletzt: "), meldung
    assert f"Deine Liste gleicht der von `shlex.split({gezeigt})`" in meldung
    assert "Änderst du den Text, bevor du ihn zerlegst" in meldung


def test_ein_try_um_alle_pruefungen_faengt_die_eigene_ablehnung():
    """``KommandoAbgelehnt`` ist ein ``ValueError``: Wer ihn nach Regel 2 um alles fängt, lehnt
    alles nach Regel 3 ab. Die Meldung nennt Regel 3 und die Ursache."""
    code = finde("m4-05-uebung-2").loesung + (
        "\n_echt = pruefe_kommando\n\n\ndef pruefe_kommando(kommando):\n"
        "    try:\n        return _echt(kommando)\n    except ValueError as fehler:\n"
        "        if fehler.regel < 3:\n            raise\n"
        '        raise KommandoAbgelehnt("nicht zerlegbar", 3) from None\n'
    )
    meldung = _meldung(code)
    assert meldung.startswith("Regel 3 verletzt: "), meldung
    assert "fängt ein `except ValueError` auch deine eigene Ablehnung" in meldung


def test_nummer_3_bei_einer_spaeteren_regel_nennt_auch_die_falsche_nummer():
    """Die Nummer 3 für ein verbotenes Programm kommt auch ohne ``try`` um alles: Die Meldung
    fragt zuerst nach der Nummer (Bericht s7, falsch_r9_nummer_null.py)."""
    alt = '(genau so geschrieben, ohne Pfad).",\n            4,'
    code = finde("m4-05-uebung-2").loesung
    assert code.count(alt) == 1, "die Ablehnung nach Regel 4 in der Musterlösung"
    meldung = _meldung(code.replace(alt, alt.replace("4,", "3,")))
    assert meldung.startswith("Regel 3 verletzt: "), meldung
    assert "die Nummer 3 statt 4" in meldung


def test_eine_andere_ausnahme_als_ablehnung_ist_regel_9():
    """Wer mit ``PermissionError`` ablehnt, hat die Aktion erkannt: Regel 9, nicht Regel 5."""
    meldung = _meldung(_bis_auf("find . -delete", 'raise PermissionError("verboten", 5)'))
    assert meldung.startswith("Regel 9 verletzt: "), meldung
    assert "Du wirfst `PermissionError`, statt abzulehnen." in meldung


def test_eine_zurueckgegebene_ablehnung_ist_regel_9():
    """``return KommandoAbgelehnt(…)`` statt ``raise``: Die Meldung sagt es."""
    meldung = _meldung(_bis_auf("cat notizen.txt;", 'return KommandoAbgelehnt("Zeichen ;", 2)'))
    assert meldung.startswith("Regel 9 verletzt: "), meldung
    assert "mit `return` zurück, statt sie zu werfen" in meldung


def test_anderer_zerleger_wird_nicht_als_geaenderter_text_gedeutet():
    """``kommando.split()`` und ``posix=False`` liefern bei manchen Texten dieselbe Liste wie
    ``shlex.split`` nach ``strip``: Die Meldung nennt jeden Weg, auch den anderen Zerleger."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_2.vertrag import geaendert, zerlegt

    assert geaendert("ls\x0c", "soll", ["ls"]) == ["kommando.rstrip()", "kommando.strip()"]
    assert zerlegt("ls\x0c", ["ls"]) == ["kommando.split()"]
    beide = zerlegt('cat ""', ["cat", '""'])
    assert {"kommando.split()", "shlex.split(kommando, posix=False)"} <= set(beide)
    meldung = _meldung(_bis_auf('cat "offen', "return kommando.split()"))
    assert meldung.startswith("Regel 3 verletzt: "), meldung
    assert "es wirft `ValueError: No closing quotation`" in meldung


def test_ueberschreibbar_sind_die_parameter_die_ein_argument_des_modells_traefe():
    """Übung 3, Regel 2: Nur was ein Schlüsselwortargument überschreiben kann, zählt; eine
    Hülle mit nur ``**eingabe`` oder mit Positionsparametern, die ``partial`` bindet, ist
    sicher. ``self`` zählt mit, und ``functools.wraps`` versteckt keinen Vorgabewert."""
    import functools

    from lernlabor.tracks.ki.uebungen.m4_05.uebung_3.vertrag import _ueberschreibbar

    def huelle(name, tool, frage, /, **eingabe):
        return eingabe

    def vorgaben(_name="x", *, _frage=None, **eingabe):
        return eingabe

    class Klasse:
        def __call__(self, **eingabe):
            return eingabe

        def nur_position(self, /, **eingabe):
            return eingabe

    @functools.wraps(huelle)
    def verpackt(n="loesche_datei", t=None, **eingabe):
        return eingabe

    assert _ueberschreibbar(functools.partial(huelle, "n", "t", "f")) == []
    assert _ueberschreibbar(Klasse()) == ["self"]
    assert _ueberschreibbar(Klasse().nur_position) == []
    assert _ueberschreibbar(verpackt) == ["n", "t"]
    assert _ueberschreibbar(vorgaben) == ["_name", "_frage"]
    assert _ueberschreibbar(functools.partial(lambda _werkzeug, **e: e, _werkzeug="n")) == [
        "_werkzeug"
    ]
    assert _ueberschreibbar(len) == []  # eingebaut, nur ein Positionsparameter


def test_regel_8_nennt_re_compile_nur_wo_ein_attribut_compile_steht():
    """Der Satz zu ``re.compile`` passt nicht zu ``typing.get_type_hints``: Er kommt nur, wo ein
    Attribut ``.compile`` steht; der Satz zu eval steht bei beiden."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import (
        EIGENES_COMPILE,
        KEINE_SANDBOX,
        RE_COMPILE,
        VERTRAG,
    )

    code_lesen = VERTRAG.pruefungen()[0]
    typing_code = "import typing\ndef berechne(a):\n    return typing.get_type_hints(a)\n"
    re_code = "import re\nZAHL = re.compile('[0-9]+')\n"
    texte = [code_lesen({}, code).text for code in (typing_code, re_code)]
    assert [RE_COMPILE in text for text in texte] == [False, True]
    # Fund s6 (Runde 20): Eine eigene Methode compile bekommt einen eigenen Satz.
    assert [EIGENES_COMPILE in text for text in texte] == [False, True]
    assert all(nur_befund(text).endswith(KEINE_SANDBOX) for text in texte)


# --- Übung 1: Regel 8 zur Laufzeit (die Falle für eval, exec und compile) ---------------------


def _lauf_1(berechne, ausdruck):
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import lauf

    ereignisse = []
    rueckgabe = lauf(berechne, [ausdruck], lambda art, daten: ereignisse.append((art, daten)))
    return rueckgabe, ereignisse


def test_die_falle_faengt_eval_auf_dem_umweg_ueber_typing():
    """``typing.get_type_hints`` übersetzt eine Typangabe als Text mit dem compile aus builtins
    (3.12, 3.13: ``typing``; 3.14: ``annotationlib``) und rechnet sie mit eval aus: Die Falle
    meldet den Text und rechnet nicht; danach sind eval, exec und compile wieder die echten."""
    import builtins
    import typing

    echte = (builtins.eval, builtins.exec, builtins.compile)

    def berechne(ausdruck):
        def f(x):
            pass

        f.__annotations__ = {"x": ausdruck}
        return str(typing.get_type_hints(f)["x"])

    assert berechne("1 + 2") == "3"  # ohne Falle rechnet der Umweg wirklich
    rueckgabe, ereignisse = _lauf_1(berechne, "1 + 2")
    assert rueckgabe is None
    assert ereignisse == [("compile mit dem Text", "1 + 2")]
    assert (builtins.eval, builtins.exec, builtins.compile) == echte


@pytest.mark.parametrize(
    ("name", "aufruf"),
    [
        ("eval", lambda t, e, x, c: e(t)),
        ("exec", lambda t, e, x, c: x(t)),
        ("compile", lambda t, e, x, c: c(t, "<t>", "eval")),
    ],
)
def test_die_falle_haelt_an_und_laesst_sich_nicht_abfangen(name, aufruf):
    """``except Exception`` fängt den Abbruch nicht ab, und der Text wird nicht ausgerechnet.
    Die Funktion holt eval aus builtins wie Code aus einem Modul, das die Prüfung des Codes
    nicht liest."""
    import builtins

    def berechne(ausdruck):
        werkzeuge = [getattr(builtins, n) for n in ("eval", "exec", "compile")]
        try:
            aufruf(ausdruck, *werkzeuge)
        except Exception:  # noqa: BLE001 – so fängt ein Rechner ab; der Abbruch kommt durch
            return "Fehler: abgefangen"
        return "3"

    rueckgabe, ereignisse = _lauf_1(berechne, "1 + 2")
    assert rueckgabe is None
    assert ereignisse == [(f"{name} mit dem Text", "1 + 2")]


def test_die_falle_gilt_auch_fuer_eval_das_beim_import_an_einen_namen_kam():
    """``R = getattr(len.__self__, "eval")`` im Modul hält die echte Funktion fest, bevor die
    Falle steht (die Code-Prüfung fände ``__self__``): Auch dieser Name zeigt während des
    Aufrufs auf die Falle, danach wieder auf eval."""
    import builtins

    namensraum = {"R": builtins.eval, "T": "1 + 2"}
    exec("def berechne(ausdruck):\n    return str(R(ausdruck))\n", namensraum)  # noqa: S102
    rueckgabe, ereignisse = _lauf_1(namensraum["berechne"], "1 + 2")
    assert (rueckgabe, ereignisse) == (None, [("eval mit dem Text", "1 + 2")])
    assert namensraum["R"] is builtins.eval and namensraum["T"] == "1 + 2"


def test_die_falle_laesst_ast_parse_literal_eval_und_import_durch():
    """``ast.parse`` und ``ast.literal_eval`` rufen compile mit ``PyCF_ONLY_AST``; ein Import in
    der Funktion führt den Code des Moduls mit exec aus. Beides ist kein Umweg."""
    import ast
    import sys

    def berechne(ausdruck):
        import colorsys  # noqa: F401 – noch nicht geladen: das Importsystem ruft exec

        baum = ast.parse(ausdruck, mode="eval")
        return str(ast.literal_eval(ausdruck.split()[0]) + ast.literal_eval(baum.body.right))

    sys.modules.pop("colorsys", None)
    assert _lauf_1(berechne, "1 + 2") == ("3", [])
    assert "colorsys" in sys.modules


def test_ein_erlaubter_import_in_berechne_ist_kein_umweg_auch_beim_ersten_laden():
    """Der Fund des Fremden (Runde 15): Beim ersten Laden baut decimal (auch über fractions)
    ein namedtuple mit eval. Das ist nicht der Code der Lernenden: ``lauf`` lädt alle Module,
    die Regel 8 erlaubt, bevor die Falle steht."""
    import sys

    def berechne(ausdruck):
        import fractions

        return str(fractions.Fraction(ausdruck.replace(" ", "")) + 0)

    for modul in ("fractions", "decimal", "_decimal", "_pydecimal"):
        sys.modules.pop(modul, None)
    assert _lauf_1(berechne, "1/2") == ("1/2", [])
    assert "decimal" in sys.modules


def test_ein_umweg_zu_eval_nennt_regel_8():
    """Der Fund des Fremden (w43): ``singledispatch`` liest eine Typangabe mit eval aus. Die
    Code-Prüfung sieht das nicht; die Falle zur Laufzeit meldet Regel 8."""
    code = (resources.files(UEBUNG_1) / "falsch_typangabe_umweg.py").read_text(encoding="utf-8")
    ergebnis = pruefe("m4-05-uebung-1", code)
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    assert ergebnis["meldungen"][0].startswith("Erfüllt: 1 von 4")  # die Code-Prüfung bestand
    meldung = ergebnis["meldungen"][1]
    assert meldung.startswith("Regel 8 verletzt"), meldung
    # der Code, den make_dataclass erzeugt, je Python-Version anders: nur dass er länger ist als
    # jede Eingabe, ohne die 200 als Grenze für exec zu lesen (Fund s6)
    assert "Während `berechne` lief, bekam `exec` erzeugten Code (nicht die Eingabe)" in meldung
    assert (
        "nicht geschehen sollte: exec mit erzeugtem Code (wie ihn `dataclass` baut; jedes exec ist "
        "verboten), länger als jede erlaubte Eingabe von höchstens 200." in meldung
    )
    assert "mit mehr Zeichen als 200" not in meldung
    assert "auf einem Umweg doch mit eval" in meldung


def test_parsen_vor_der_laenge_sagt_dass_ast_parse_gar_nicht_aufgerufen_werden_darf():
    """Statt „sollte geschehen: nichts mehr“ allein steht der Satz zu Regel 6 davor (w61)."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import LAENGE_ZUERST

    code = finde("m4-05-uebung-1").loesung
    laenge = (
        "    if len(ausdruck) > 200:\n"
        '        return f"Fehler: Der Ausdruck hat {len(ausdruck)} Zeichen, erlaubt sind '
        'höchstens 200."\n'
    )
    assert code.count(laenge) == 1
    danach = 'return "Fehler: Das ist kein gültiger Rechenausdruck."\n'
    assert code.count(danach) == 1
    code = code.replace(laenge, "").replace(danach, danach + laenge)
    meldung = pruefe("m4-05-uebung-1", code)["meldungen"][1]
    assert meldung.startswith("Regel 6 verletzt") and LAENGE_ZUERST.format(laenge=201) in meldung, (
        meldung
    )


def test_zusaetzliches_original_heisst_so_nicht_huelle():
    """Ein Schlüssel mehr mit dem Original ohne Hülle: Die Meldung nennt es beim Namen."""
    text = _meldungen_tor(("return neu", "return neu | {n + '_roh': werkzeuge[n] for n in neu}"))
    assert "Regel 1 verletzt" in text
    assert "'zusätzliches Tool, das Original ohne Hülle'" in text


def test_zusatzaufruf_zeigt_was_verlangt_war_und_was_ueberschrieben_wurde():
    """Eine Hülle mit gebundenem ``name=``: Der Wert vom Modell überschreibt ihn."""
    code = finde("m4-05-uebung-3").loesung.replace(
        "def bewacht(**eingabe):", "def bewacht(*, name=name, **eingabe):"
    )
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 2 verletzt" in text
    assert "Zusatzaufruf" in text and "Rückfrage (" not in text
    assert "verlangt: frage('loesche_datei', {'name': 'vom Modell'}), Ablehnung" in text
    assert "hat in deiner Hülle den Namen des Tools überschrieben" in text


def test_erwarteter_valueerror_bringt_keine_aufrufkette():
    """Ändert ``mit_freigabe`` ``gefaehrlich`` und löst dann den verlangten ValueError aus, ist
    die Änderung der Fehler; der Verlauf des ValueError lenkte nur davon ab."""
    alt = "    if unbekannt:\n"
    neu = f"    if unbekannt and isinstance(gefaehrlich, list):\n        gefaehrlich.clear()\n{alt}"
    ergebnis = pruefe("m4-05-uebung-3", finde("m4-05-uebung-3").loesung.replace(alt, neu))
    text = "\n".join(ergebnis["meldungen"])
    assert "Regel 1 verletzt" in text
    assert "verändert 'gefaehrlich'" in text
    assert ergebnis["fehler"] is None  # der Verlauf einer Ausnahme steht hier


def test_eingabe_in_anderem_mapping_nennt_den_typ():
    """Ein OrderedDict für ``frage`` sieht aus wie ein dict: Die Meldung sagt, dass der Typ
    das Problem ist (Regel 2 verlangt genau ``dict``)."""
    code = finde("m4-05-uebung-3").loesung
    alt = "frage(name, dict(eingabe))"
    assert alt in code
    code = "import collections\n" + code.replace(
        alt, "frage(name, collections.OrderedDict(eingabe))"
    )
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 2 verletzt" in text
    assert "als Eingabe ein OrderedDict, verlangt ist genau der Typ dict" in text


def _ohne(ausdruck):
    return f"{{k: {ausdruck} for k, v in eingabe.items()}}"


@pytest.mark.parametrize(
    ("fuer_frage", "gesagt"),
    [
        ("{k.lower(): v for k, v in eingabe.items()}", ["'PFAD' fehlt"]),
        (
            _ohne("unicodedata.normalize('NFC', v) if isinstance(v, str) else v"),
            ["\\u0308", "derselbe Text in einer anderen Unicode-Form: normalisiere nichts"],
        ),
        (
            _ohne("int(v) if isinstance(v, float) and v.is_integer() else v"),
            ["'anteil' ist 1 statt 1.0", "int statt float"],
        ),
        (_ohne("v[:500] if isinstance(v, str) else v"), ["'text' hat die Länge 500 statt 1000000"]),
        ("{**eingabe, 'papierkorb': True}", ["dazu 'papierkorb'=True, das die Hülle nicht bekam"]),
    ],
)
def test_frage_bekommt_genau_die_argumente_der_huelle(fuer_frage, gesagt):
    """Regel 2: ``frage`` sieht dieselben Namen und Werte vom selben Typ, die die Hülle bekam.
    Die Meldung nennt das erste abweichende Argument kurz, auch wenn beide Texte gleich
    aussehen (ein zerlegtes ü) oder Tausende Zeichen lang sind."""
    code = finde("m4-05-uebung-3").loesung
    alt = "frage(name, dict(eingabe))"
    assert alt in code
    code = "import unicodedata\n" + code.replace(alt, f"frage(name, {fuer_frage})")
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 2 verletzt" in text
    assert "frage bekam nicht die Argumente der Hülle" in text
    assert all(teil in text for teil in gesagt), text


def test_das_tool_bekommt_genau_die_argumente_der_huelle():
    """Regel 3: Auch das Tool bekommt die Argumente der Hülle unverändert."""
    code = finde("m4-05-uebung-3").loesung
    alt = "return tool(**eingabe)"
    assert alt in code
    code = code.replace(
        alt, "return tool(**" + _ohne("round(v) if isinstance(v, float) else v") + ")"
    )
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 3 verletzt" in text
    assert "das Tool bekam nicht die Argumente der Hülle" in text
    assert "'betrag' ist 20 statt 19.999" in text and "int statt float" in text


@pytest.mark.parametrize(
    ("turm", "gesagt"),
    [
        (
            "while True:\n            pass",
            "rechnet über eine Million Zeilen und wurde dort angehalten",
        ),
        ("raise RecursionError('zu tief')", "löst RecursionError aus: 'zu tief'"),
    ],
)
def test_ein_turm_ohne_rueckgabe_wird_nicht_als_none_gemeldet(turm, gesagt):
    """Wer bei ``9 ** 9 ** 9`` an der Rechengrenze hängt oder wirft, gab nichts zurück: Die
    Meldung sagt, was geschah, nicht „gibt None zurück“."""
    from lernlabor.pruefen.meldungen import DATEINAME
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1 import gruende

    uebung = finde("m4-05-uebung-1")
    code = uebung.loesung + (
        "\n_echt = berechne\n\n\ndef berechne(ausdruck):\n"
        f"    if ausdruck == '9 ** 9 ** 9':\n        {turm}\n    return _echt(ausdruck)\n"
    )
    namensraum = {}
    exec(compile(code, DATEINAME, "exec"), namensraum)  # noqa: S102 – wie die Prüfung
    meldung = gruende(namensraum)
    assert not meldung.bestanden
    assert "Regel 7 verletzt" in meldung.text and gesagt in meldung.text, meldung.text
    assert "None" not in meldung.text


def test_ein_tupel_statt_eines_strings_bei_der_ablehnung_nennt_regel_1():
    """Fund s6: ("Fehler:", grund) als Tupel nannte Regel 4 (die des Ausdrucks); verletzt ist
    Regel 1, die immer einen String verlangt."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import KEIN_STRING

    alt = 'return f"Fehler: {grund}"'
    code = finde("m4-05-uebung-1").loesung
    assert alt in code
    ergebnis = pruefe("m4-05-uebung-1", code.replace(alt, 'return ("Fehler:", str(grund))'))
    meldung = ergebnis["meldungen"][1]
    assert meldung.startswith("Regel 1 verletzt"), meldung
    assert KEIN_STRING in meldung


def test_bei_einer_zu_grossen_zahl_als_exponent_passen_beide_gruende():
    """Fund s6: Bei `2 ** 1e999` ist der Exponent selbst eine Zahl über 10**100. Regel 7 lässt
    beide Gründe zu; nur eine Zahl, die direkt als Exponent dasteht, hat beide Fehler."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import RAENDER, arten

    assert arten("2 ** 1e999") == arten("2 ** 1e101") == {"exponent", "gross"}
    assert arten("0.5 ** -1e999") == {"gross"}
    assert "2 ** 1e999" in RAENDER
    assert "0.5 ** -1e999" in RAENDER


def test_eine_unterklasse_von_str_als_rueckgabe_nennt_regel_1():
    """Fund s6 (Runde 20): Eine Rückgabe vom Typ einer Unterklasse von `str` nannte Regel 3 mit
    „soll '5' (str) ergeben, deine Funktion gibt '5' (Antwort)“. Regel 1 verlangt genau `str`,
    auch für einen Fehlertext."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import UNTERKLASSE

    alt = "def berechne(ausdruck):\n"
    code = finde("m4-05-uebung-1").loesung
    assert alt in code
    neu = (
        "class Antwort(str):\n    pass\n\n\ndef berechne(ausdruck):\n"
        "    return Antwort(_berechne(ausdruck))\n\n\ndef _berechne(ausdruck):\n"
    )
    meldung = pruefe("m4-05-uebung-1", code.replace(alt, neu))["meldungen"][1]
    assert meldung.startswith("Regel 1 verletzt"), meldung
    assert UNTERKLASSE.format(typ="Antwort") in meldung


def test_ein_kommentar_zaehlt_bei_der_laenge_mit():
    """Fund s6 (Runde 20): Wer nur bis zum ersten `#` zählt, bestand."""
    code = finde("m4-05-uebung-1").loesung
    alt = "if len(ausdruck) > 200:"
    assert alt in code
    ergebnis = pruefe("m4-05-uebung-1", code.replace(alt, 'if len(ausdruck.split("#")[0]) > 200:'))
    assert "Regel 6 verletzt" in "\n".join(ergebnis["meldungen"])


def test_ein_normalisierter_name_fuer_frage_wird_benannt():
    """Fund s8 (Runde 20): NFC ändert das Ohm-Zeichen U+2126; die Meldung sagt, dass frage
    denselben Namen in einer anderen Unicode-Form bekam (beide sehen gleich aus)."""
    code = finde("m4-05-uebung-3").loesung
    alt = "frage(name, dict(eingabe))"
    assert alt in code
    neu = "frage(__import__('unicodedata').normalize('NFC', name), dict(eingabe))"
    text = "\n".join(pruefe("m4-05-uebung-3", code.replace(alt, neu))["meldungen"])
    assert "Regel 2 verletzt" in text
    assert "anderen Unicode-Form" in text and "\\u2126" in text, text


def test_ein_zitat_in_anfuehrungszeichen_zaehlt_nicht_als_englisch():
    """Fund der Fremden (Runde 21): Regel 2 entscheidet, dass ein englisches Wort aus der Eingabe
    nur in Anführungszeichen nicht zählt."""
    from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import ohne_grund

    for zitat in ("'the'", '"the"', "„the“", "`the`"):
        assert ohne_grund(f"Fehler: Der Name {zitat} ist nicht erlaubt.") is None
    assert "„the“" in ohne_grund("Fehler: Der Name the ist nicht erlaubt.")


def test_tor_zeigt_unicode_zwillinge_mit_codepunkt():
    """Regel 1: Normalisiert das Tor die Schlüssel, zeigt die Meldung das Ohm- und das
    Kelvin-Zeichen mit ihrem Codepunkt (sonst sähen beide Namen gleich aus), nennt den
    umgeschriebenen Namen und den fehlenden Originalschlüssel."""
    code = finde("m4-05-uebung-3").loesung
    alt = "neu = dict(werkzeuge)"
    assert alt in code
    neu = "neu = {unicodedata.normalize('NFC', n): t for n, t in werkzeuge.items()}"
    code = "import unicodedata\n" + code.replace(alt, neu).replace(
        "neu[name] = bewache(", "neu[unicodedata.normalize('NFC', name)] = bewache("
    )
    text = "\n".join(pruefe("m4-05-uebung-3", code)["meldungen"])
    assert "Regel 1 verletzt" in text
    assert "\u2126[U+2126]hm_messen" in text and "\u212a[U+212A]onto_leeren" in text
    assert "umgeschrieben aus \u2126[U+2126]hm_messen" in text
    assert "'\u2126[U+2126]hm_messen': 'fehlt'" in text
    assert "ohne `unicodedata.normalize`" in text


@pytest.mark.parametrize("antwort", ["return None", "return False"])
def test_none_oder_false_statt_einer_ablehnung_ist_regel_9(antwort):
    """Runde 24: Wer bei ``find . -delete`` ``None`` zurückgibt, erkennt ``-delete``; falsch
    ist nur die Form der Ablehnung (Regel 9), nicht die Liste der Optionen (Regel 5)."""
    meldung = _meldung(_bis_auf("find . -delete", antwort))
    assert meldung.startswith("Regel 9 verletzt: Du gibst `"), meldung
    assert "zurück, statt abzulehnen" in meldung
