"""Die Attrappen des Prüfpakets (``lernlabor.pruefen.attrappen``) und der Bereich ``Eines``.

Sie dienen jeder Übung, die der Lösung eine Funktion übergibt: ein Tool, einen Rückruf, einen
Logger, eine Funktion, die eine Datei liest. Die Beispiele hier sind darum keine KI-Tools.
"""

import pytest
from hypothesis import find

from lernlabor.autoren.faelle import strategie
from lernlabor.pruefen.attrappen import (
    Aufruf,
    antwortfolge,
    attrappe,
    gebuendelt,
    veraenderungen,
    wirft,
    zeige_aufruf,
    zeige_verhalten,
)
from lernlabor.pruefen.bereiche import Eines, Fehlerklasse, Ganzzahl, Json


def test_ein_wert_kommt_bei_jedem_aufruf_als_frische_kopie_zurueck():
    lies = attrappe("lies_datei", {"zeilen": ["a"]})
    erste = lies(pfad="x.txt")
    erste["zeilen"].append("von der Lösung angehängt")
    assert lies(pfad="x.txt") == {"zeilen": ["a"]}
    assert lies(pfad="x.txt") is not lies(pfad="x.txt")


@pytest.mark.parametrize("wert", [0, "", [], None, False])
def test_ein_falscher_wert_ist_ein_ergebnis_kein_fehler(wert):
    rueckruf = attrappe("bei_klick", wert)
    ergebnis = rueckruf()
    assert ergebnis == wert and type(ergebnis) is type(wert)
    assert rueckruf.geworfen is None


def test_das_ergebnis_ist_gemerkt_als_dasselbe_objekt():
    """So erkennt eine Prüfung, ob die Lösung das Ergebnis selbst weitergibt oder eine Kopie."""
    lies = attrappe("lies_datei", {"zeilen": ["a"]})
    assert lies.ergebnis is None
    ergebnis = lies(pfad="x.txt")
    assert lies.ergebnis is ergebnis
    assert lies(pfad="x.txt") is lies.ergebnis is not ergebnis


def test_eine_ausnahmeklasse_wird_geworfen_mit_text_oder_ohne():
    mit = attrappe("lies_datei", FileNotFoundError, text="x.txt fehlt")
    with pytest.raises(FileNotFoundError) as info:
        mit("x.txt")
    assert info.value.args == ("x.txt fehlt",)
    ohne = attrappe("lies_datei", KeyError)
    with pytest.raises(KeyError) as info:
        ohne()
    assert info.value.args == ()


def test_die_geworfene_ausnahme_ist_gemerkt_und_gilt_nur_bis_zum_naechsten_aufruf():
    rechne = attrappe("rechne", ValueError, text="geht nicht")
    with pytest.raises(ValueError) as info:
        rechne(2)
    assert rechne.geworfen is info.value
    # Eine neue Ausnahme mit gleichem Text ist nicht die gemerkte.
    assert ValueError("geht nicht") is not rechne.geworfen
    folge = antwortfolge("rechne", [ValueError, 1])
    with pytest.raises(ValueError):
        folge()
    assert folge.geworfen is not None
    assert folge() == 1
    assert folge.geworfen is None


def test_jeder_aufruf_geht_mit_argumenten_und_eintrag_an_notiere():
    aufrufe = []
    log = attrappe("log", None, aufrufe.append)
    eintrag = {"stufe": "info"}
    log("Start", extra=eintrag)
    eintrag["stufe"] = "später verändert"
    log()
    assert aufrufe == [
        Aufruf("log", ("Start",), {"extra": {"stufe": "info"}}, None),
        Aufruf("log", (), {}, None),
    ]
    assert str(aufrufe[0]) == "log('Start', extra={'stufe': 'info'})"


def test_notiere_kommt_vor_der_antwort_auch_wenn_sie_wirft():
    aufrufe = []
    lies = attrappe("lies_datei", PermissionError, aufrufe.append, text="gesperrt")
    with pytest.raises(PermissionError):
        lies(pfad="geheim.txt")
    assert [(a.kwargs, a.verhalten) for a in aufrufe] == [({"pfad": "geheim.txt"}, PermissionError)]


def test_zeige_aufruf_schreibt_wie_python_und_sortiert_auf_wunsch():
    assert zeige_aufruf("f", (1, "ö"), {"b": 2, "a": None}) == "f(1, 'ö', b=2, a=None)"
    assert zeige_aufruf("f", (), {"b": 2, "a": None}, sortiert=True) == "f(a=None, b=2)"
    assert Aufruf("f", (), {"b": 2, "a": 1}, None).zeige(sortiert=True) == "f(a=1, b=2)"
    assert zeige_aufruf("f") == "f()"
    # Ein Schlüssel, der kein Bezeichner ist, steht so da, wie man ihn übergeben müsste.
    assert zeige_aufruf("f", (), {" a": 1, "b": 2}) == "f(b=2, **{' a': 1})"
    # Mit zeige schreibt eine Übung jeden Wert selbst, auch die hinter **.
    zeige = "<{}>".format
    assert (
        zeige_aufruf("f", ("y",), {"t": 2, " a": 1}, zeige=zeige) == "f(<y>, t=<2>, **{' a': <1>})"
    )


def test_gebuendelt_fasst_drei_und_mehr_gleiche_hintereinander_zusammen():
    assert gebuendelt(["f()"] * 101 + ["g()"]) == "101 × f(), g()"
    assert gebuendelt(["True"] * 100 + ["False"]) == "100 × True, False"
    # zwei gleiche bleiben ausgeschrieben, getrennte gleiche werden nicht gezählt
    assert gebuendelt(["a", "a", "b", "a", "a", "a"]) == "a, a, b, 3 × a"
    assert gebuendelt(["a", "b", "a"]) == "a, b, a"
    assert gebuendelt([]) == ""
    assert gebuendelt(["x"] * 5, ab=6) == "x, x, x, x, x"


def test_ein_typeerror_beim_aufruf_nennt_die_funktion_nicht_das_pruefpaket():
    tool = attrappe("lager", 3)
    with pytest.raises(TypeError) as info:
        tool(**None)
    assert str(info.value).startswith("lager() argument after ** must be a mapping")
    assert tool.__qualname__ == tool.__name__ == "lager"


def test_funktionsname_aendert_nur_den_namen_den_die_loesung_liest():
    tool = attrappe("loesche_datei", "ok", funktionsname="tool")
    assert tool.__name__ == "tool" and tool.__qualname__ == "loesche_datei"


def test_nur_schluesselwoerter_lehnt_positionen_ab_notiert_sie_aber():
    aufrufe = []
    tool = attrappe("lager", 5, aufrufe.append, nur_schluesselwoerter=True)
    assert tool(artikel="M4") == 5
    with pytest.raises(TypeError, match=r"^lager\(\) nimmt nur Schlüsselwortargumente"):
        tool("M4")
    assert [str(a) for a in aufrufe] == ["lager(artikel='M4')", "lager('M4')"]
    assert aufrufe[0].fehler is None and isinstance(aufrufe[1].fehler, TypeError)
    assert aufrufe[1].verhalten is None  # abgelehnt: Die Tabelle wurde nicht gefragt


def test_eine_signatur_lehnt_fremde_argumente_ab_wie_eine_echte_funktion():
    import inspect

    aufrufe = []
    param = inspect.Parameter("artikel", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None)
    signatur = inspect.Signature([param])
    tool = attrappe("Lager", KeyError, aufrufe.append, text="weg", signatur=signatur)
    assert inspect.signature(tool) == signatur  # wer nach ihr filtert, sieht sie
    with pytest.raises(KeyError):
        tool(artikel="M4")
    with pytest.raises(TypeError, match=r"^Lager\(\) got an unexpected keyword argument 'stadt'"):
        tool(artikel="M4", stadt="Rom")
    assert [str(a) for a in aufrufe] == ["Lager(artikel='M4')", "Lager(artikel='M4', stadt='Rom')"]
    assert aufrufe[1].verhalten is None and tool.geworfen is None


def test_eine_antwortfolge_antwortet_der_reihe_nach_und_dann_immer_gleich():
    aufrufe = []
    eingabe = antwortfolge(
        "input", ["ja", TimeoutError, 0], aufrufe.append, danach="", text="Niemand da."
    )
    assert eingabe("Weiter? ") == "ja"
    with pytest.raises(TimeoutError, match="Niemand da."):
        eingabe("Weiter? ")
    assert eingabe() == 0
    assert eingabe() == "" and eingabe() == ""
    assert [a.verhalten for a in aufrufe] == ["ja", TimeoutError, 0, "", ""]


def test_eine_abgelehnte_position_verbraucht_keine_antwort_der_folge():
    frage = antwortfolge("frage", [True, False], nur_schluesselwoerter=True)
    with pytest.raises(TypeError):
        frage("x")
    assert frage(name="x") is True and frage(name="x") is False


def test_wirft_erkennt_nur_ausnahmeklassen():
    assert wirft(KeyError) and wirft(BaseException)
    assert not wirft(KeyError("x")) and not wirft(int) and not wirft("KeyError")


def test_zeige_verhalten_sagt_was_ein_eintrag_tut():
    assert zeige_verhalten(KeyError) == "wirft KeyError"
    assert zeige_verhalten(KeyError, text="Zahnrad") == "wirft KeyError('Zahnrad')"
    assert zeige_verhalten(0) == "0" and zeige_verhalten("") == "''"
    assert zeige_verhalten([1], zeige="gibt {!r}".format) == "gibt [1]"


def test_veraenderungen_findet_entfernte_neue_und_ersetzte_eintraege():
    def melde(text):
        return text

    vorher = {"melde": melde, "zaehle": len}
    assert veraenderungen(vorher, dict(vorher), "rueckrufe") == []
    nachher = {"zaehle": lambda x: len(x), 1: print}
    assert veraenderungen(vorher, nachher, "rueckrufe") == [
        "rueckrufe: neuer Eintrag 1",
        "rueckrufe: Eintrag 'melde' entfernt",
        "rueckrufe: Eintrag 'zaehle' ersetzt",
    ]


# --- der Bereich Eines ---------------------------------------------------------------------------


def test_eines_ist_gueltig_wenn_einer_der_bereiche_es_ist():
    bereich = Eines(Json(), Fehlerklasse(LookupError))
    assert bereich.gueltig(0) and bereich.gueltig({"ö": [None]}) and bereich.gueltig(KeyError)
    assert not bereich.gueltig(KeyError("x")) and not bereich.gueltig(float("nan"))
    with pytest.raises(ValueError, match="mindestens einen Bereich"):
        Eines()


def test_eines_mischt_die_raender_die_lesbarsten_zuerst():
    raender = Eines(Json(), Fehlerklasse(LookupError)).raender()
    assert raender[:4] == [0, LookupError, "", IndexError]
    # 0 und False sind gleich, aber beide ein Rand; keine Klasse und kein Wert fehlt.
    assert any(w is False for w in raender) and 0 in raender
    assert set(Fehlerklasse(LookupError).raender()) <= {w for w in raender if isinstance(w, type)}
    assert len(raender) == len(Json().raender()) + len(Fehlerklasse(LookupError).raender())
    assert Eines(Json(), Json()).raender() == Json().raender()  # doppelte Ränder nur einmal
    assert Eines(Ganzzahl(1), Fehlerklasse(KeyError)).raender()[:2] == [0, KeyError]


def test_eines_zieht_mit_hypothesis_aus_jedem_bereich():
    bereich = Eines(Json(), Fehlerklasse(LookupError))
    assert wirft(find(strategie(bereich), wirft))
    assert find(strategie(bereich), lambda w: isinstance(w, list) and len(w) == 2) is not None
    assert find(strategie(bereich), lambda w: not wirft(w) and not w) in (0, "", [], {}, None)


def test_eines_zeigt_klassen_mit_namen():
    bereich = Eines(Json(), Fehlerklasse())
    assert bereich.zeige(KeyError) == "KeyError"
    assert bereich.zeige("Grüße") == "'Grüße'"


def test_mit_eines_als_tabelle_entsteht_eine_attrappe_je_eintrag():
    """Der Bereich beschreibt, was eine Attrappe tun kann: Jeder Rand wird eine lauffähige."""
    for verhalten in Eines(Json(), Fehlerklasse(LookupError)).raender():
        tool = attrappe("lager", verhalten, text="fehlt")
        if wirft(verhalten):
            with pytest.raises(verhalten):
                tool()
        else:
            assert tool() == verhalten


def test_die_kopie_eines_werts_ist_unabhaengig_und_haelt_kreise_aus():
    """Was eine Attrappe und die Prüfung festhalten, ändert der Code danach nicht mehr: Listen,
    dicts und Tupel werden bis in die Tiefe kopiert, auch mit einem Kreis darin."""
    from lernlabor.pruefen.netz import kopie

    wert = {"a": [1, {"b": [2, 3]}], "t": (["x"], "y"), "f": 1.5, "n": None}
    kopiert = kopie(wert)
    assert kopiert == wert and type(kopiert["t"]) is tuple
    kopiert["a"][1]["b"].append(4)
    kopiert["t"][0].append("z")
    assert wert == {"a": [1, {"b": [2, 3]}], "t": (["x"], "y"), "f": 1.5, "n": None}
    kreis = [1]
    kreis.append(kreis)
    kreis_kopie = kopie(kreis)
    assert kreis_kopie[0] == 1 and kreis_kopie is not kreis
    tief = kreis_kopie
    for _ in range(60):  # durch die eigene Kopie hindurch bis in den Teil von deepcopy
        tief = tief[1]
    assert tief[0] == 1
