"""Der Mutierer und das Mutanten-Tor: welche Fehler er einbaut, wie das Tor urteilt."""

import dataclasses
import re

import pytest

import lernlabor.uebung as register
from lernlabor.autoren import mutantenlauf
from lernlabor.autoren.mutanten import marke, mutanten, stelle
from lernlabor.autoren.mutantenlauf import teste_mutanten as tor
from lernlabor.autoren.zeuge import netz_faelle
from lernlabor.cli import main
from lernlabor.pruefen import aufruf_fall, vergleich
from lernlabor.uebung import finde
from lernlabor.uebung.definition import gleichwertig, gleichwertige

SCHLEIFE = """\
import json


def f(xs, text, d):
    gesamt = 0
    for x in xs[:3]:
        if x > 0 and x is True:
            gesamt += x
    for i in range(len(xs)):
        pass
    return gesamt


def g(xs, d):
    for x in xs:
        d[x] = json.loads(d[x])
        return dict(d)


def h(xs):
    for x in xs:
        pass
    return max(xs, 1)
"""


def _aenderungen(code):
    return {(m.art, m.vorher.strip(), m.nachher.strip()) for m in mutanten(code)}


@pytest.mark.parametrize(
    ("art", "vorher", "nachher"),
    [
        ("Vergleich geändert", "if x > 0 and x is True:", "if x >= 0 and x is True:"),
        ("Vergleich geändert", "if x > 0 and x is True:", "if x <= 0 and x is True:"),
        ("Zahl +1", "gesamt = 0", "gesamt = 1"),
        ("Zahl +1", "for x in xs[:3]:", "for x in xs[:4]:"),
        ("Grenze von range -1", "for i in range(len(xs)):", "for i in range(len(xs) - 1):"),
        ("Grenze von range +1", "for i in range(len(xs)):", "for i in range(len(xs) + 1):"),
        ("Teilbedingung entfernt", "if x > 0 and x is True:", "if x is True:"),
        ("Bedingung ersetzt", "if x > 0 and x is True:", "if True:"),
        ("Anweisung entfernt", "gesamt += x", "pass"),
        ("+= durch = ersetzt", "gesamt += x", "gesamt = x"),
        ("Argumente vertauscht", "return max(xs, 1)", "return max(1, xs)"),
        ("max → min", "return max(xs, 1)", "return min(xs, 1)"),
        ("is True durch Wahrheitswert ersetzt", "if x > 0 and x is True:", "if x > 0 and x:"),
        (
            "json.loads → ast.literal_eval",
            "d[x] = json.loads(d[x])",
            "d[x] = __import__('ast').literal_eval(d[x])",
        ),
        ("Kopie weggelassen", "return dict(d)", "return d"),
    ],
)
def test_jede_art_von_fehler_kommt_vor(art, vorher, nachher):
    assert (art, vorher, nachher) in _aenderungen(SCHLEIFE)


def test_return_wandert_in_die_schleife_und_heraus():
    arten = {m.art: m for m in mutanten(SCHLEIFE)}
    hinein = arten["return in die Schleife verschoben"]
    assert hinein.nachher == "    return max(xs, 1)" and hinein.vorher == "return max(xs, 1)"
    heraus = arten["return aus der Schleife verschoben"]
    assert heraus.vorher == "    return dict(d)" and heraus.nachher == "return dict(d)"


def test_jeder_mutant_ist_neu_uebersetzbar_und_nennt_seine_zeile():
    liste = mutanten(SCHLEIFE)
    codes = [m.code for m in liste]
    assert len(codes) == len(set(codes)) > 30
    for mutant in liste:
        compile(mutant.code, "<mutant>", "exec")
        assert 1 <= mutant.zeile <= SCHLEIFE.count("\n")
        assert mutant.vorher != mutant.nachher or mutant.art.startswith("return")


def test_docstrings_bleiben_unberuehrt_fstrings_nur_als_ganzes():
    code = 'def f(x):\n    """Doku."""\n    return f"{x + 1}"\n'
    assert [(m.art, m.code) for m in mutanten(code)] == [
        ("f-String geleert", 'def f(x):\n    """Doku."""\n    return \'\''),
        ("Anweisung entfernt", 'def f(x):\n    """Doku."""'),
    ]


NEU = """\
import copy
import json


def f(text, d, xs):
    \"\"\"Doku: bleibt.\"\"\"
    xs = copy.copy(xs)
    name = text.lower()
    wert = d.get("role", "")
    xs.append(wert)
    try:
        zahl = json.loads(text)
    except ValueError:
        zahl = None
    except (KeyError, IndexError):
        zahl = 0
    a = 1
    b = 2
    return f"Name: {name} {zahl}"
"""


@pytest.mark.parametrize(
    ("art", "vorher", "nachher"),
    [
        ("Text geleert", "wert = d.get('role', '')", "wert = d.get('', '')"),
        ("Text geändert", "wert = d.get('role', '')", "wert = d.get('Role', '')"),
        ("leerer Text gefüllt", "wert = d.get('role', '')", "wert = d.get('role', 'X')"),
        ("f-String geleert", "return f'Name: {name} {zahl}'", "return ''"),
        ("Platzhalter entfernt", "return f'Name: {name} {zahl}'", "return f'Name:  {zahl}'"),
        ("Platzhalter entfernt", "return f'Name: {name} {zahl}'", "return f'Name: {name} '"),
        (".lower() weggelassen", "name = text.lower()", "name = text"),
        (".lower → .upper", "name = text.lower()", "name = text.upper()"),
        (".get → .pop", "wert = d.get('role', '')", "wert = d.pop('role', '')"),
        (".append → .extend", "xs.append(wert)", "xs.extend(wert)"),
        (
            "Anweisungen vertauscht",
            "wert = d.get('role', '')\nxs.append(wert)",
            "xs.append(wert)\nwert = d.get('role', '')",
        ),
        ("except erweitert", "except ValueError:", "except Exception:"),
        ("except verengt", "except ValueError:", "except UnicodeError:"),
        ("except erweitert", "except (KeyError, IndexError):", "except Exception:"),
        ("Klasse aus except entfernt", "except (KeyError, IndexError):", "except IndexError:"),
        ("Klasse aus except entfernt", "except (KeyError, IndexError):", "except KeyError:"),
    ],
)
def test_neue_arten_von_fehlern(art, vorher, nachher):
    assert (art, vorher, nachher) in _aenderungen(NEU)


def test_neue_arten_lassen_module_doku_und_unabhaengiges_in_ruhe():
    liste = mutanten(NEU)
    for mutant in liste:
        assert "Doku: bleibt." in mutant.code  # kein Text-Mutant am Docstring
        assert "json.loads(text)" in mutant.code or mutant.art in (
            "json.loads → ast.literal_eval",
            "Anweisung entfernt",
            "try/except entfernt",
        ), mutant  # Module haben weder Geschwister noch lassen sie sich weglassen
    assert not any(m.nachher == "xs = copy" for m in liste)  # das Modul copy, keine Methode
    vertauscht = {m.vorher for m in liste if m.art == "Anweisungen vertauscht"}
    assert "a = 1\nb = 2" not in vertauscht  # unabhängig: der Mutant wäre gleichwertig
    assert {m.art for m in mutanten("try:\n    x = 1\nexcept Exception:\n    x = 2\n")} >= {
        "except verengt"
    }


def test_vertauschte_aufrufe_zaehlen_reine_nicht():
    code = "def f(a, b):\n    x = rufe(a)\n    y = rufe(b)\n    n = len(a)\n    return x, y, n\n"
    vertauscht = [m.vorher for m in mutanten(code) if m.art == "Anweisungen vertauscht"]
    assert "x = rufe(a)\ny = rufe(b)" in vertauscht  # die Reihenfolge zweier Aufrufe zählt
    assert "y = rufe(b)\nn = len(a)" not in vertauscht  # len ist rein, n liest niemand davor


def test_lange_zeilen_werden_auf_die_aenderung_gekuerzt():
    tabelle = "T = {" + ", ".join(f"'k{i}': 'Wert Nummer {i}'" for i in range(12)) + "}\n"
    mutant = next(m for m in mutanten(tabelle) if m.nachher.startswith("T = {'k0': ''"))
    vorher, nachher = mutant.kurz
    assert len(vorher) < 100 and vorher.startswith("T = {'k0': 'Wert") and vorher.endswith("…")
    assert nachher.startswith("T = {'k0': '',") and nachher.endswith("…")
    assert mutant.zeile == 1 and mutant.spalte == 11


@pytest.fixture
def eigene_uebung(monkeypatch):
    """Eine Übung im Register, deren Prüfungen nur die Signatur ansehen (schwach mit Absicht)."""
    from lernlabor.pruefen import hole_funktion, richtig

    def signatur(namensraum):
        return hole_funktion(namensraum, "f", "n")[1] or richtig()

    loesung = (
        "import os\n\n\ndef f(n):\n    while n > 100:\n        n -= 1\n"
        "    if n == -5:\n        os._exit(3)\n    return n + 1\n"
    )
    uebung = dataclasses.replace(
        finde("beispiel-verdoppeln"), id="test-tor", loesung=loesung, pruefungen=(signatur,)
    )
    alles = dict(register._lade())
    alles["test-tor"] = uebung
    monkeypatch.setattr(register, "_register", alles)
    return uebung


def test_tor_urteilt_mit_zeitlimit_und_absturz(eigene_uebung):
    bericht = tor(eigene_uebung, zeitlimit=1.0)
    urteile = {(u.mutant.nachher.strip(), u.urteil) for u in bericht.urteile}
    assert ("return n + 2", "überlebt") in urteile
    assert bericht.prozent < 90 and not bericht.bestanden
    assert {u.urteil for u in bericht.urteile} == {"überlebt"}
    # Keine Prüfung ruft f auf, also überleben alle. Eine Prüfung, die f(1000) ruft, bringt
    # einen Mutanten in die Endlosschleife und einen dazu, den Prozess zu beenden.
    from lernlabor.pruefen import falsch, richtig, rufe

    def ruft(namensraum):
        a, b = rufe(namensraum["f"], 1000), rufe(namensraum["f"], 7)
        return richtig() if (a.wert, b.wert) == (101, 8) else falsch("anders")

    strenger = dataclasses.replace(eigene_uebung, pruefungen=(ruft,))
    register._register["test-tor"] = strenger
    bericht = tor(strenger, zeitlimit=1.0)
    urteile = {u.mutant.nachher.strip(): u.urteil for u in bericht.urteile}
    assert urteile["n += 1"] == "Zeitlimit"  # f(1000) bleibt in der Schleife
    assert urteile["if n != -5:"] == "erkannt"  # f(1000) beendet den Arbeitsprozess
    absturz = next(u for u in bericht.urteile if u.mutant.nachher.strip() == "if n != -5:")
    assert "abgestürzt" in absturz.meldung
    assert urteile["return n + 2"] == "erkannt"
    assert bericht.erkannt == sum(u.urteil in ("erkannt", "Zeitlimit") for u in bericht.urteile)


VERDOPPELN = "def verdoppeln(zahl):\n    if zahl == 0:\n        return 0\n    return 2 * zahl\n"


def _verdoppeln_faelle(zufall):
    zahlen = [0, 1, -1, 0.5, zufall.gross(), *(zufall.ganzzahl(-1000, 1000) for _ in range(10))]
    return [aufruf_fall("verdoppeln", zahl) for zahl in zahlen]


def beispiel_faelle(uebung, mindestens):
    """Zeugenfälle aus einem Netz für verdoppeln, für eine Übung ohne eigenes Netz."""
    netz = vergleich("verdoppeln", "zahl", _verdoppeln_faelle)
    mit_netz = dataclasses.replace(finde("beispiel-verdoppeln"), pruefungen=(netz,), vertrag=None)
    return netz_faelle(mit_netz, mindestens)


@pytest.fixture
def schwache_verdopplung(monkeypatch):
    """verdoppeln mit einem gleichwertigen Zweig; die Prüfung sieht nur die Signatur."""
    from lernlabor.pruefen import hole_funktion, richtig

    def signatur(namensraum):
        return hole_funktion(namensraum, "verdoppeln", "zahl")[1] or richtig()

    uebung = dataclasses.replace(
        finde("beispiel-verdoppeln"),
        id="test-zeuge",
        loesung=VERDOPPELN,
        pruefungen=(signatur,),
        vertrag=None,  # ein Netz-Beispiel: ohne Vertrag gelten Markierung und Zeuge allein
    )
    alles = dict(register._lade())
    alles["test-zeuge"] = uebung
    monkeypatch.setattr(register, "_register", alles)
    return uebung


def test_markierung_gilt_nur_mit_zeile_und_zeugen(schwache_verdopplung):
    markiert = dataclasses.replace(
        schwache_verdopplung,
        gleichwertige_mutanten=(
            gleichwertig("if zahl == 0:", "if False:", "2 * 0 ist 0", zeile=2),
            gleichwertig("return 0", "return 1", "falsch markiert", zeile=3),
            gleichwertig("return 2 * zahl", "return 3 * zahl", "andere Zeile", zeile=2),
            gleichwertig("return 2 * zahl", "return 2 / zahl", "ohne Ort"),
        ),
    )
    bericht = tor(markiert, zeitlimit=5.0, fallquelle=beispiel_faelle)
    urteile = {u.mutant.nachher.strip(): u for u in bericht.urteile}
    assert urteile["if False:"].urteil == "gleichwertig"
    assert urteile["if False:"].meldung == "2 * 0 ist 0"
    # Der Zeuge widerlegt die falsche Markierung mit dem Fall, der anders ausgeht
    assert urteile["return 1"].urteil == "überlebt"
    assert "verdoppeln(0)" in urteile["return 1"].meldung
    abgelehnt = {g.grund: grund for g, grund in bericht.abgelehnt}
    assert "verdoppeln(0)" in abgelehnt["falsch markiert"]
    assert "keine Zeile" in abgelehnt["ohne Ort"]
    assert urteile["return 2 / zahl"].urteil == "überlebt"  # ohne Ort zählt er mit
    # An einer anderen Zeile passt die Markierung nicht, auch wenn der Text stimmt
    assert [v.grund for v in bericht.verwaist] == ["andere Zeile"]
    assert urteile["return 3 * zahl"].urteil == "überlebt"
    assert len(bericht.gezaehlt) == len(bericht.urteile) - 1
    assert not bericht.bestanden


def test_gleichwertige_liest_die_anweisung_aus_der_loesung(schwache_verdopplung):
    markiert = dataclasses.replace(
        schwache_verdopplung,
        gleichwertige_mutanten=gleichwertige(VERDOPPELN, (2, "zahl == 0", "False", "2 * 0 ist 0")),
    )
    assert markiert.gleichwertige_mutanten == (
        gleichwertig("if zahl == 0:", "if False:", "2 * 0 ist 0", zeile=2),
    )
    bericht = tor(markiert, zeitlimit=5.0, fallquelle=beispiel_faelle)
    gleich = [u.mutant.nachher for u in bericht.urteile if u.urteil == "gleichwertig"]
    assert gleich == ["if False:"] and not bericht.abgelehnt and not bericht.verwaist


ZWEI_AUFRUFE = """\
def f(log, d):
    log.append(1)
    log.append(2)
    return {
        "a": 1,
        "b": d.get("b"),
    }
"""


def test_gleichwertige_trifft_die_mutanten_des_mutierers():
    markiert = gleichwertige(
        ZWEI_AUFRUFE,
        (6, "d.get('b')", "d['b']", "ein Grund"),  # im dict über drei Zeilen: eine Anweisung
        (2, "zwei Aufrufe vertauscht"),
        gleichwertig("return 1", "return 2", "fertig", zeile=9),  # geht unverändert durch
    )
    assert markiert[0].vorher == "return {'a': 1, 'b': d.get('b')}" and markiert[0].zeile == 6
    assert markiert[1].vorher == "log.append(1)\nlog.append(2)"
    assert markiert[1].nachher == "log.append(2)\nlog.append(1)"
    assert markiert[2].zeile == 9
    schluessel = {marke(g) for g in markiert[1:2]}
    assert any(stelle(m, schluessel) for m in mutanten(ZWEI_AUFRUFE))


@pytest.mark.parametrize(
    ("angabe", "meldung"),
    [
        ((3, "zahl", "x", "Grund"), "In Zeile 3 steht 'return 0'; 'zahl' kommt darin nicht vor"),
        ((5, "zahl", "x", "Grund"), "'zahl' kommt darin 2-mal vor"),
        ((9, "zahl", "x", "Grund"), "In Zeile 9 der Lösung steht keine Anweisung"),
        ((3, "Grund"), "In Zeile 3 der Lösung beginnt keine Anweisung, der im selben Block"),
        ((2, "zahl", "Grund"), "Jede Markierung ist ein Tupel (zeile, alt, neu, grund)"),
        ((2, "zahl == 0", "False", "zwei\nZeilen"), "Der Grund muss eine Zeile Text sein"),
    ],
)
def test_gleichwertige_sagt_auf_deutsch_was_nicht_passt(angabe, meldung):
    with pytest.raises((TypeError, ValueError), match=re.escape(meldung)):
        gleichwertige(VERDOPPELN + "    return zahl + zahl\n", angabe)
    with pytest.raises(TypeError, match="Die Lösung ist ihr Text"):
        gleichwertige(None, (2, "zahl == 0", "False", "Grund"))


def test_cache_haelt_zeugen_und_holt_fehlende_nach(schwache_verdopplung, tmp_path, monkeypatch):
    ohne = tor(schwache_verdopplung, zeitlimit=5.0, cache=tmp_path, fallquelle=beispiel_faelle)
    assert not any(u.urteil == "gleichwertig" for u in ohne.urteile)
    markiert = dataclasses.replace(
        schwache_verdopplung,
        gleichwertige_mutanten=(gleichwertig("if zahl == 0:", "if False:", "2*0", zeile=2),),
    )
    # Gleicher Schlüssel (gleiche Quelltexte), neue Markierung: Nur ihr Zeuge läuft nach.
    aufrufe = []
    echt = mutantenlauf._pruefe_alle
    monkeypatch.setattr(mutantenlauf, "_pruefe_alle", lambda *a: aufrufe.append(a[1]) or echt(*a))
    mit = tor(markiert, zeitlimit=5.0, cache=tmp_path, fallquelle=beispiel_faelle)
    assert [[art for art, _, _ in auftraege] for auftraege in aufrufe] == [["zeuge"]]
    assert [u.mutant.nachher for u in mit.urteile if u.urteil == "gleichwertig"] == ["if False:"]
    tor(markiert, zeitlimit=5.0, cache=tmp_path, fallquelle=beispiel_faelle)
    assert len(aufrufe) == 1  # jetzt steht auch der Zeuge im Cache


def test_zeuge_braucht_tausend_faelle(schwache_verdopplung, monkeypatch):
    from lernlabor.autoren import zeuge

    markiert = dataclasses.replace(
        schwache_verdopplung,
        gleichwertige_mutanten=(gleichwertig("if zahl == 0:", "if False:", "2*0", zeile=2),),
    )
    ok = tor(markiert, zeitlimit=5.0, fallquelle=beispiel_faelle)
    gleich = [u for u in ok.urteile if u.urteil == "gleichwertig"]
    assert not ok.abgelehnt and [u.mutant.nachher for u in gleich] == ["if False:"]
    gut, text = zeuge.zeuge(markiert, gleich[0].mutant.code, beispiel_faelle)
    assert gut and int(text.split()[0]) >= 1000
    # Das eigene Netz der Übung gibt es nicht: keine Fälle, kein Zeuge
    leer = tor(markiert, zeitlimit=5.0)
    assert [grund for _, grund in leer.abgelehnt] == [
        "Der Mutant verhält sich anders als die Lösung: nur 0 verschiedene Fälle, verlangt "
        "sind 1000"
    ]


def test_markierung_eines_erkannten_mutanten_gilt_nicht(eigene_uebung):
    from lernlabor.pruefen import falsch, richtig, rufe

    def ruft(namensraum):
        return richtig() if rufe(namensraum["f"], 7).wert == 8 else falsch("anders")

    markiert = dataclasses.replace(
        eigene_uebung,
        pruefungen=(ruft,),
        gleichwertige_mutanten=(gleichwertig("return n + 1", "return n + 2", "falsch", zeile=9),),
    )
    register._register["test-tor"] = markiert
    bericht = tor(markiert, zeitlimit=5.0)
    urteil = next(u for u in bericht.urteile if u.mutant.nachher == "return n + 2")
    assert urteil.urteil == "erkannt"
    assert ["Die Prüfungen erkennen den Mutanten" in g for _, g in bericht.abgelehnt] == [True]
    assert not bericht.bestanden


def test_code_auf_modulebene_erkennt_nichts(monkeypatch):
    """Ein assert der Lösung an sich selbst fängt Mutanten ab, die keine Prüfung sieht."""
    from lernlabor.pruefen import falsch, hole_funktion, richtig, rufe

    def signatur(namensraum):
        return hole_funktion(namensraum, "f", "n")[1] or richtig()

    def rechnet(namensraum):
        return richtig() if rufe(namensraum["f"], 2).wert == 3 else falsch("anders")

    loesung = "import math\n\nT = {1: math.pi}\n\n\ndef f(n):\n    return n + len(T)\n\n\n"
    loesung += "assert f(1) == 2\n"
    uebung = dataclasses.replace(
        finde("beispiel-verdoppeln"), id="test-start", loesung=loesung, pruefungen=(signatur,)
    )
    alles = dict(register._lade())
    alles["test-start"] = uebung
    monkeypatch.setattr(register, "_register", alles)
    bericht = tor(uebung, zeitlimit=5.0)
    urteile = {u.mutant.nachher: u for u in bericht.urteile}
    assert urteile["return n - len(T)"].urteil == "überlebt"  # nur das assert sah ihn
    assert (
        "Beim Start wirft „assert f(1) == 2“ (AssertionError)"
        in urteile["return n - len(T)"].meldung
    )
    assert bericht.erkannt == 0
    # Wirft der Start, weil dem Rest etwas fehlt, lehnt ihn die Prüfung ab, die es braucht.
    alles["test-start"] = uebung = dataclasses.replace(uebung, pruefungen=(rechnet,))
    bericht = tor(uebung, zeitlimit=5.0)
    ohne_import = next(u for u in bericht.urteile if u.mutant.vorher == "import math")
    assert ohne_import.urteil == "erkannt"
    assert "„T = {1: math.pi}“ (NameError)" in ohne_import.meldung


def test_langsamer_mutant_zaehlt_erst_ueber_dem_zeitlimit_der_uebung(monkeypatch):
    """Ein Mutant, der 1,5 s braucht, besteht bei 3 s Zeitlimit und scheitert bei 1 s."""
    from lernlabor.pruefen import falsch, richtig, rufe

    def rechnet(namensraum):
        return richtig() if rufe(namensraum["f"], 3).wert == 4 else falsch("anders")

    loesung = "import time\n\n\ndef f(n):\n    time.sleep(0.3 * (n - 2))\n    return n + 1\n"
    alles = dict(register._lade())
    monkeypatch.setattr(register, "_register", alles)
    urteile = {}
    for grenze in (1.0, 3.0):
        uebung = dataclasses.replace(
            finde("beispiel-verdoppeln"),
            id="test-zeit",
            loesung=loesung,
            pruefungen=(rechnet,),
            zeitlimit=grenze,
        )
        alles["test-zeit"] = uebung
        bericht = tor(uebung)  # ohne zeitlimit: das der Übung
        urteile[grenze] = {u.mutant.nachher: u for u in bericht.urteile}
    langsam = "time.sleep(0.3 * (n + 2))"  # 1,5 s, dann dasselbe Ergebnis
    assert urteile[3.0][langsam].urteil == "überlebt"
    assert urteile[1.0][langsam].urteil == "Zeitlimit"
    assert "das Zeitlimit der Übung" in urteile[1.0][langsam].meldung


def test_grund_ist_pflicht_und_die_zeile_eine_zahl():
    with pytest.raises(ValueError, match="Grund"):
        gleichwertig("a", "b", " ")
    for zeile in (0, "3", 2.0):
        with pytest.raises(ValueError, match="Die Zeile muss eine ganze Zahl ab 1 sein"):
            gleichwertig("a", "b", "Grund", zeile=zeile)


def test_kommandozeile_nennt_abgelehnte_markierungen(capsys, schwache_verdopplung):
    register._register["test-zeuge"] = dataclasses.replace(
        schwache_verdopplung,
        gleichwertige_mutanten=(gleichwertig("if zahl == 0:", "if False:", "2*0", zeile=2),),
    )
    assert main(["teste", "--mutanten", "test-zeuge", "--ohne-cache"]) == 1
    ausgabe = capsys.readouterr().out
    assert (
        "Die Markierung gleichwertig('if zahl == 0:', 'if False:', …) gilt nicht: Der Mutant "
        "verhält sich anders als die Lösung: nur 0 verschiedene Fälle, verlangt sind 1000"
    ) in ausgabe
    assert "zeile=<Zeile>" in ausgabe and "keine abgelehnte Markierung" in ausgabe


def test_cache_spart_die_zweite_rechnung(tmp_path, monkeypatch):
    uebung = finde("beispiel-verdoppeln")
    erst = tor(uebung, cache=tmp_path)
    monkeypatch.setattr(mutantenlauf, "_pruefe_alle", lambda *a: pytest.fail("neu gerechnet"))
    zweit = tor(uebung, cache=tmp_path)
    assert [u.urteil for u in zweit.urteile] == [u.urteil for u in erst.urteile]
    anders = dataclasses.replace(uebung, loesung=uebung.loesung.replace("2 *", "zahl +"))
    with pytest.raises(pytest.fail.Exception, match="neu gerechnet"):
        tor(anders, cache=tmp_path)


def test_kommandozeile_letzte_zeile_und_rueckgabe(capsys, eigene_uebung):
    assert main(["teste", "--mutanten", "beispiel-verdoppeln", "--ohne-cache"]) == 0
    zeilen = capsys.readouterr().out.strip().splitlines()
    assert zeilen[-1] == "Mutanten: 4 von 4 erkannt (100 %)"
    assert main(["teste", "--mutanten", "test-tor", "--ohne-cache"]) == 1
    ausgabe = capsys.readouterr().out
    assert "Zeile 9 (Zahl +1) – überlebt:" in ausgabe and "return n + 2" in ausgabe
    assert "mindestens 90 %" in ausgabe
    assert ausgabe.strip().splitlines()[-2].startswith("Mutanten: ")


@pytest.mark.parametrize(
    ("loesung", "grund"),
    [
        ("def f(n):\n    return 'n'\n", "f(0) gibt"),  # die Prüfung ruft f und sieht es
        ("def f(n)\n    return n + 1\n", "SyntaxError in Zeile 1"),
    ],
)
def test_eine_scheiternde_musterloesung_sperrt_das_tor(eigene_uebung, loesung, grund, capsys):
    """Sonst wäre jeder ihrer Mutanten „erkannt“ und das Tor stünde auf 100 %."""
    from lernlabor.pruefen import falsch, richtig, rufe

    def ruft(namensraum):
        wert = rufe(namensraum["f"], 0).wert
        return richtig() if wert == 1 else falsch(f"f(0) gibt {wert!r}")

    register._register["test-tor"] = dataclasses.replace(
        eigene_uebung, loesung=loesung, pruefungen=(ruft,)
    )
    assert main(["teste", "--mutanten", "test-tor", "--ohne-cache"]) == 1
    ausgabe = capsys.readouterr().out
    assert "Die Musterlösung von test-tor besteht ihre eigenen Prüfungen nicht" in ausgabe
    assert grund in ausgabe and "Mutanten:" not in ausgabe


@pytest.mark.parametrize(
    ("argumente", "meldung"),
    [
        (["teste", "--mutanten"], "braucht genau eine Angabe"),
        (["teste", "--mutanten", "gibt-es-nicht"], "Unbekannte Übung 'gibt-es-nicht'"),
        (["teste", "--mutanten", "beispiel-verdoppeln", "--prozesse", "0"], "--prozesse"),
        (["teste", "--mutanten", "docs/autoren/fehlt.md"], "gibt es nicht"),
    ],
)
def test_kommandozeile_falscher_aufruf(argumente, meldung, capsys):
    assert main(argumente) == 2
    assert meldung in capsys.readouterr().err


def test_kommandozeile_fuer_eine_seite(capsys, repo_root, monkeypatch):
    monkeypatch.chdir(repo_root)
    assert main(["teste", "--mutanten", "docs/autoren/index.md", "--ohne-cache"]) == 0
    assert "Mutanten der Musterlösung von beispiel-verdoppeln" in capsys.readouterr().out
