"""Wo die Prüfung stand, als das Zeitlimit sie beendete (``fortschritt.py``, ``zeitlimit.py``).

Die Kommandozeile liest den letzten Schritt aus der Datei des Kindprozesses
(tests/test_cli.py prüft das am echten Zeitlimit); hier: welche Schritte die Prüfung meldet
und welche Meldung aus jedem wird.
"""

import pytest

from lernlabor.pruefen import fortschritt, pruefe, zeitlimit
from lernlabor.pruefen import meldungen as m
from lernlabor.pruefen.vertrag import RUECKGABE
from lernlabor.uebung import finde

UEBUNG = "m4-04-uebung-3"


@pytest.fixture
def schritte(monkeypatch):
    liste = []
    monkeypatch.setattr(fortschritt, "ziel", liste.append)
    return liste


def test_die_pruefung_meldet_start_jede_pruefung_und_jeden_fall(schritte):
    uebung = finde(UEBUNG)
    assert pruefe(UEBUNG, uebung.loesung)["ergebnis"] == "bestanden"
    assert schritte[0] == "start"
    nummern = [int(s.split("\x1f")[1]) for s in schritte if s.startswith("pruefung")]
    assert nummern == list(range(len(uebung.pruefungen)))
    faelle = [s for s in schritte if s.startswith("fall")]
    anzahl = len(uebung.vertrag.faelle())
    assert faelle == [f"fall\x1finput_mit_fenster\x1f{n}" for n in range(anzahl)]


def test_auch_die_suche_nach_dem_irrtum_meldet_ihre_faelle(schritte):
    uebung = finde(UEBUNG)
    falsch = next(f for f in uebung.falsche_antworten if f.datei == "falsch_min_k.py")
    pruefe(UEBUNG, falsch.code)
    faelle = [int(s.rsplit("\x1f", 1)[1]) for s in schritte if s.startswith("fall")]
    erster = faelle.index(max(faelle[: faelle.index(min(faelle[1:]), 1)]))
    assert faelle[erster + 1 :], "nach dem ersten gescheiterten Fall rechnet die Diagnose weiter"


def test_ohne_ziel_meldet_niemand_etwas():
    assert fortschritt.ziel is None
    fortschritt.schritt("start")  # wirft nicht


def test_jeder_schritt_wird_eine_meldung_mit_ort():
    uebung = finde(UEBUNG)
    dauer = "10 Sekunden"
    start = zeitlimit.zeitlimit_meldung(UEBUNG, "start", dauer)
    assert start == m.ZEITLIMIT_START.format(dauer=dauer)
    titel = uebung.pruefungen[0].titel
    pruefung = zeitlimit.zeitlimit_meldung(UEBUNG, "pruefung\x1f0", dauer)
    assert f"in der Prüfung „{titel}“" in pruefung and dauer in pruefung
    fall = uebung.vertrag.faelle()[3]
    text = zeitlimit.zeitlimit_meldung(UEBUNG, "fall\x1finput_mit_fenster\x1f3", dauer)
    beschreibung = uebung.vertrag.funktionen[0].beschreibung(fall["argumente"])
    spezifikation = uebung.vertrag.funktionen[0]
    regel = uebung.vertrag.regel_der_laufzeit(spezifikation, fall["argumente"], RUECKGABE)
    anfang = f"Regel {regel.nummer} verletzt: Im Fall {beschreibung} lief dein Code länger als"
    assert text.startswith(anfang), text
    assert text.endswith(f"Regel {regel.nummer} lautet: {regel.text}")


@pytest.mark.parametrize(
    "schritt",
    [None, "", "unbekannt", "pruefung\x1f999", "fall\x1fgibt_es_nicht\x1f0", "fall\x1f", "\udcff"],
)
def test_ein_unbekannter_schritt_gibt_die_allgemeine_meldung(schritt):
    text = zeitlimit.zeitlimit_meldung(UEBUNG, schritt, "2 Sekunden")
    assert text == m.ZEITLIMIT.format(dauer="2 Sekunden")


def test_nach_einem_fall_ueber_der_rechengrenze_gibt_die_diagnose_bald_auf(schritte, monkeypatch):
    """Jeder Fall über der Rechengrenze kostet eine Million Zeilen: Die Suche nach dem Irrtum
    rechnet nach ``HOECHSTENS_ZU_LANG`` solchen nicht weiter; der Irrtum, der in seinen Fällen
    ohne Ende rechnet, wird trotzdem erkannt."""
    from lernlabor.pruefen import vertrag

    uebung = finde("m4-04-uebung-2")
    falsch = next(f for f in uebung.falsche_antworten if f.datei == "falsch_runde_statt_summe.py")
    irrtum = next(i for i in uebung.vertrag.irrtuemer if i.datei == falsch.datei)
    assert irrtum.diagnose in "\n".join(pruefe(uebung.id, falsch.code)["meldungen"])
    begrenzt = sum(s.startswith("fall") for s in schritte)
    schritte.clear()
    monkeypatch.setattr(vertrag, "HOECHSTENS_ZU_LANG", 99)
    pruefe(uebung.id, falsch.code)
    assert begrenzt < sum(s.startswith("fall") for s in schritte)


def test_mit_schwelle_gehen_faelle_erst_nach_ihr_an_das_ziel(monkeypatch):
    """Der Browser meldet Fälle erst, wenn die Prüfung eine Weile läuft: eine rasche Prüfung
    schickt so nur Start und Prüfungen, eine lange ab der Schwelle jeden Fall."""
    uebung = finde(UEBUNG)
    uhr = iter(range(10**6))  # jede Frage nach der Zeit: eine Sekunde später
    monkeypatch.setattr(fortschritt, "_uhr", lambda: next(uhr))
    schritte = []
    with fortschritt.gemeldet(schritte.append, ab=5):
        pruefe(UEBUNG, uebung.loesung)
    faelle = [s for s in schritte if s.startswith("fall")]
    assert schritte[0] == "start" and any(s.startswith("pruefung") for s in schritte)
    # Die Fälle 0 bis 3 begannen vor der fünften Sekunde, alle späteren danach.
    assert faelle[0] == "fall\x1finput_mit_fenster\x1f4", faelle[:3]
    assert len(faelle) == len(uebung.vertrag.faelle()) - 4
    assert fortschritt.ziel is None and fortschritt.faelle_ab == 0


def test_der_browser_meldet_faelle_erst_nach_einer_viertelsekunde():
    from lernlabor.pruefen import im_browser

    schritte = []
    im_browser.pruefe_als_json(UEBUNG, finde(UEBUNG).loesung, schritte.append)
    assert im_browser.FAELLE_AB == 0.25
    assert "start" in schritte and fortschritt.ziel is None


def test_das_aufwaermen_im_browser_bleibt_still_und_gibt_seine_dauer(capfd, monkeypatch):
    from lernlabor.pruefen import ausfuehren, im_browser

    geprueft = []
    echt = ausfuehren.pruefe

    def pruefe_merkend(uebung_id, code):
        geprueft.append((uebung_id, code))
        return echt(uebung_id, code)

    monkeypatch.setattr(ausfuehren, "pruefe", pruefe_merkend)
    dauer = im_browser.aufwaermen(UEBUNG)
    assert geprueft == [(UEBUNG, finde(UEBUNG).loesung)]  # die Musterlösung, einmal
    assert isinstance(dauer, float) and dauer > 0
    assert capfd.readouterr() == ("", "")  # keine Ausgabe, die der Worker zeigen könnte
    assert fortschritt.ziel is None


def test_der_worker_nimmt_was_start_und_aufwaermen_laden_aus_dem_aufraeumen():
    """``einrichten`` und ``aufwaermen`` frieren ein, was dann lebt (gc.freeze): Python 3.14
    liest es sonst bei jeder Sammlung mit. Müll aus Kreisen sammelt das Aufwärmen vorher ein,
    statt ihn für immer zu behalten."""
    import gc
    import weakref

    from lernlabor.pruefen import im_browser

    class Knoten:
        pass

    schwelle = gc.get_threshold()
    gc.unfreeze()
    gc.disable()  # sammelt nur, wer gc.collect() ruft: nicht die Prüfung nebenbei
    try:
        im_browser.einrichten()
        beim_start = gc.get_freeze_count()
        assert beim_start > 1000
        assert gc.get_threshold()[1] == im_browser.ALTE_LANGSAMER
        lebt, muell = Knoten(), Knoten()
        muell.selbst = muell  # ein Kreis: nur die Sammlung gibt ihn frei
        tot = weakref.ref(muell)
        del muell
        im_browser.aufwaermen(UEBUNG)
        assert tot() is None
        assert gc.get_freeze_count() > beim_start
        assert not any(o is lebt for o in gc.get_objects())  # eingefroren, nicht mehr gelesen
    finally:
        gc.enable()
        gc.unfreeze()
        gc.set_threshold(*schwelle)


@pytest.mark.parametrize(
    ("uebung_id", "code", "regel"),
    [
        # Regel 5 legt die Laufzeit fest: Sie gilt, auch wo ihr ``wann`` nicht passt.
        (
            "m4-04-uebung-2",
            "def runde_ueber_budget(budget, start, zuwachs):\n    while True:\n        pass\n",
            "Regel 5 verletzt",
        ),
        # Auch Regel 3 von M4·04 Ü3 legt sie fest (seit Runde 28), statt der Regel 2 des Falls
        # (fenster=0).
        (
            "m4-04-uebung-3",
            "def input_mit_fenster(runden, start, zuwachs, fenster):\n"
            "    while True:\n        pass\n",
            "Regel 3 verletzt",
        ),
        # Ohne Regel zur Laufzeit: die Regel der Rückgabe in diesem Fall.
        (
            "m4-03-uebung-2",
            "def kuerze(text, max_zeichen=4000):\n    while True:\n        pass\n\n\n"
            "def mit_hinweis(zeilen, max_zeilen=50):\n    return None\n",
            "Regel 1 verletzt",
        ),
        # Ohne Regel zur Laufzeit, mit Ereignissen: die Regel des Ereignisses, das fällig war
        # (ein Modellaufruf), nicht die der Rückgabe.
        (
            "m4-02-uebung-1",
            "def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, "
            "max_kosten=None):\n    while True:\n        pass\n",
            "Regel 2 verletzt",
        ),
    ],
)
def test_rechnet_der_code_zu_lange_nennt_die_meldung_die_regel_der_laufzeit(uebung_id, code, regel):
    text = "\n".join(pruefe(uebung_id, code)["meldungen"])
    assert "rechnet zu lange" in text and regel in text, text
