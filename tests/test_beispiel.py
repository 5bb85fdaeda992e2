"""Der Kern hinter „Ausführen“ (lernlabor.pruefen.beispiel), den Tests und Browser teilen."""

import pytest

from lernlabor.pruefen.beispiel import (
    KEIN_FEHLER,
    Seitenlauf,
    erwartet_fehler,
    fuehre_beispiele,
    fuehre_block,
    vergleichstext,
    wie_dokumentiert,
)

ZAEHLER = 'laeufe = globals().get("laeufe", 0) + 1\n'


def test_block_schneidet_print_mit_und_teilt_den_namensraum():
    namensraum = {}
    assert fuehre_block("x = 2\nprint('x ist', x)\n", namensraum).ausgabe == "x ist 2\n"
    lauf = fuehre_block("print(x * 3)\n", namensraum)
    assert (lauf.ausgabe, lauf.fehler) == ("6\n", None)


def test_fehler_steht_im_ergebnis_als_letzte_zeile():
    lauf = fuehre_block("print('vorher')\n{}['cache']\n", {})
    assert isinstance(lauf.fehler, KeyError)
    assert lauf.text() == "vorher\nKeyError: 'cache'\n"


def test_input_im_beispiel_ist_ein_deutscher_fehler_in_jedem_python():
    lauf = fuehre_block("print('vorher')\nzahl = input('Zahl? ')\n", {})
    assert lauf.text() == (
        "vorher\nEOFError: input('Zahl? ') bekommt hier keine Eingabe, denn niemand tippt mit. "
        'Schreib den Wert direkt in den Code (etwa name = "Ada") oder gib ihn deiner Funktion '
        "als Argument.\n"
    )


def test_zeilen_zeigen_auf_die_markdown_datei():
    lauf = fuehre_block("a = 1\n1 / 0\n", {}, "seite.md", zeile=40)
    assert lauf.fehler.__traceback__.tb_next.tb_lineno == 42


def test_syntaxfehler_ist_ein_fehler_wie_jeder_andere():
    lauf = fuehre_block("if x\n", {})
    assert isinstance(lauf.fehler, SyntaxError)


@pytest.mark.parametrize("ausnahme", ["KeyboardInterrupt", "SystemExit"])
def test_abbrueche_gehen_im_test_weiter_im_browser_nicht(ausnahme):
    with pytest.raises(BaseException) as info:
        fuehre_block(f"raise {ausnahme}\n", {})
    assert type(info.value).__name__ == ausnahme
    ergebnis = fuehre_beispiele({}, [{"code": f"print('a')\nraise {ausnahme}('b')\n"}])
    assert ergebnis["fehler"] == f"{ausnahme}: b" and ergebnis["ausgabe"] == f"a\n{ausnahme}: b\n"


def test_dokumentierter_fehler_und_fehlender_fehler():
    assert erwartet_fehler("Zeile\nApiFehler: messages[1]: kaputt\n")
    assert not erwartet_fehler("Fehler gibt es hier keine\n")
    assert not erwartet_fehler(None)
    ohne = fuehre_block("print('ok')\n", {})
    assert vergleichstext(ohne, "ok\nKeyError: 'x'\n") == f"ok\n{KEIN_FEHLER}\n"
    assert not wie_dokumentiert(ohne, "ok\nKeyError: 'x'\n")
    assert wie_dokumentiert(ohne, "ok   \n\n")  # Leerzeichen am Ende zählen nicht
    assert not wie_dokumentiert(ohne, None)


def test_fehler_jeder_art_und_mehrzeilige_fehlertexte():
    """Eine Regel für Test und Browser: ``StopIteration`` zählt, ``Warning: x`` mittendrin nicht."""
    mehrzeilig = "ApiFehler: messages[1]: kaputt\nDie echte API meldet: messages.1: bad\n"
    assert erwartet_fehler(mehrzeilig)
    assert erwartet_fehler("StopIteration\n")
    assert erwartet_fehler("nichts da\nStopIteration: leer\n")
    assert erwartet_fehler("Leer\n", fehler=LookupError()) is False
    assert erwartet_fehler(
        "MeinAbbruch: x\n", {"MeinAbbruch": type("MeinAbbruch", (Exception,), {})}
    )
    assert not erwartet_fehler("Warning: nur Text\nfertig\n")
    assert not erwartet_fehler("Ergebnis: 5\n")
    lauf = fuehre_beispiele({}, [{"code": "next(iter([]))\n", "dokumentiert": "StopIteration\n"}])
    assert lauf["fehler"] == "StopIteration" and lauf["erwartet"] and lauf["wie_dokumentiert"]


def test_fruehere_bloecke_laufen_still_und_nur_der_letzte_zeigt_ausgabe():
    bloecke = [
        {"code": "print('eins')\nx = 1\n"},
        {"code": "print('zwei', x)\n", "dokumentiert": "zwei 1\n"},
    ]
    ergebnis = fuehre_beispiele({}, bloecke)
    assert ergebnis["ausgabe"] == "zwei 1\n"
    assert ergebnis["wie_dokumentiert"] and ergebnis["gelaufen"] == 2
    assert ergebnis["gescheitert"] is None and ergebnis["fehler"] is None


def test_dokumentierter_fehler_eines_frueheren_blocks_haelt_nicht_auf():
    bloecke = [
        {"code": "x = 1\n{}['weg']\n", "dokumentiert": "KeyError: 'weg'\n"},
        {"code": "print(x)\n", "dokumentiert": "1\n"},
    ]
    assert fuehre_beispiele({}, bloecke)["wie_dokumentiert"]
    ergebnis = fuehre_beispiele({}, bloecke[:1])
    assert ergebnis["erwartet"] and ergebnis["wie_dokumentiert"]
    assert ergebnis["ausgabe"] == "KeyError: 'weg'\n"


def test_unerwarteter_fehler_eines_frueheren_blocks_beendet_den_lauf_dort():
    bloecke = [
        {"code": "x = 1\n"},
        {"code": "y = undefiniert\n"},
        {"code": "print('block drei')\n"},
    ]
    ergebnis = fuehre_beispiele({}, bloecke)
    assert ergebnis["gescheitert"] == 1 and ergebnis["gelaufen"] == 1
    assert ergebnis["fehler"] == "NameError: name 'undefiniert' is not defined"
    assert not ergebnis["wie_dokumentiert"] and "block drei" not in ergebnis["ausgabe"]


def test_fehler_im_gewaehlten_block_selbst():
    ergebnis = fuehre_beispiele({}, [{"code": "print('a')\n1 / 0\n", "dokumentiert": "a\n"}])
    assert ergebnis["gescheitert"] == 0
    assert ergebnis["ausgabe"] == "a\nZeroDivisionError: division by zero\n"


def test_lange_ausgabe_wird_gekuerzt():
    ergebnis = fuehre_beispiele({}, [{"code": "for i in range(50):\n    print(i)\n"}], 10, 1000)
    assert ergebnis["gekuerzt"] and ergebnis["ausgabe"].splitlines() == [str(i) for i in range(10)]
    kurz = fuehre_beispiele({}, [{"code": "print('x' * 30)\n"}], 10, 12)
    assert kurz["gekuerzt"] and kurz["ausgabe"] == "x" * 12


def test_ohne_block_ist_ein_fehler_des_aufrufers():
    with pytest.raises(ValueError, match="mindestens einen Block"):
        fuehre_beispiele({}, [])


def bloecke(*codes):
    return [{"code": code} for code in codes]


def test_seitenlauf_fuehrt_schon_gelaufene_bloecke_nicht_erneut_aus():
    lauf = Seitenlauf()
    erstes = lauf.fuehre("s", bloecke(ZAEHLER, "print(laeufe)\n"))
    assert (erstes["ausgabe"], erstes["still"], erstes["frisch"]) == ("1\n", 1, True)
    drittes = lauf.fuehre("s", bloecke(ZAEHLER, "print(laeufe)\n", "print('drei', laeufe)\n"))
    assert (drittes["ausgabe"], drittes["still"], drittes["frisch"]) == ("drei 1\n", 0, False)
    assert drittes["gelaufen"] == 3


def test_seitenlauf_beginnt_frisch_wie_der_test():
    lauf = Seitenlauf()
    lauf.fuehre("s", bloecke(ZAEHLER, "print(laeufe)\n"))
    nochmal = lauf.fuehre("s", bloecke(ZAEHLER, "print(laeufe)\n"))  # Block 2 schon gelaufen
    assert (nochmal["ausgabe"], nochmal["still"], nochmal["frisch"]) == ("1\n", 1, True)
    geaendert = lauf.fuehre("s", bloecke(ZAEHLER + "laeufe += 10\n", "print(laeufe)\n"))
    assert (geaendert["ausgabe"], geaendert["frisch"]) == ("11\n", True)
    andere_seite = lauf.fuehre("t", bloecke("print(globals().get('laeufe'))\n"))
    assert (andere_seite["ausgabe"], andere_seite["frisch"]) == ("None\n", True)


def test_seitenlauf_nach_einem_fehler_wieder_frisch():
    lauf = Seitenlauf()
    kaputt = lauf.fuehre("s", bloecke(ZAEHLER, "laeufe = 99\n1 / 0\n"))
    assert kaputt["gescheitert"] == 1 and kaputt["gelaufen"] == 1
    danach = lauf.fuehre("s", bloecke(ZAEHLER, "laeufe = 99\n1 / 0\n", "print(laeufe)\n"))
    assert danach["frisch"] and danach["gescheitert"] == 1  # nicht mit halbem Zustand weiter
    repariert = lauf.fuehre("s", bloecke(ZAEHLER, "pass\n", "print(laeufe)\n"))
    assert repariert["ausgabe"] == "1\n" and repariert["gescheitert"] is None


def test_fehlerzeile_im_block_fuer_den_editor():
    laufzeit = fuehre_beispiele({}, [{"code": "a = 1\n\nprint(b)\n"}])
    assert (laufzeit["zeile"], laufzeit["fehler"]) == (3, "NameError: name 'b' is not defined")
    syntax = fuehre_beispiele({}, [{"code": "x = 1\nif x\n"}])
    assert syntax["zeile"] == 2 and syntax["fehler"].startswith("SyntaxError: ")
    tief = fuehre_beispiele({}, [{"code": "import json\njson.loads('{')\n"}])
    assert tief["zeile"] == 2  # die Zeile im Block, nicht die in json
    assert fuehre_beispiele({}, [{"code": "pass\n"}])["zeile"] is None


def test_stderr_wird_gezeigt_aber_nicht_verglichen():
    code = "import sys\nprint('aus')\nprint('warnung', file=sys.stderr)\n"
    ergebnis = fuehre_beispiele({}, [{"code": code, "dokumentiert": "aus\n"}])
    assert ergebnis["ausgabe"] == "aus\n" and ergebnis["stderr"] == "warnung\n"
    assert ergebnis["wie_dokumentiert"]
