"""Die Prüfungen von Übung 3: das Freigabe-Tor ``mit_freigabe`` vor gefährlichen Tools.

Eine ``Werkbank`` liefert Tools und eine ``frage``, die jeden Aufruf festhalten. Zum Schluss
läuft das Injektions-Szenario aus ``szenario.py`` mit dem Tor der Lernenden.
"""

from lernlabor.pruefen import falsch, hole_funktion, kurz, pruefung, richtig, rufe, vergleich

from . import meldungen as m
from . import szenario as s
from .werkbank import MAIL, Werkbank, abgelehnt, frage_falsch
from .zufallsfaelle import faelle

NAME, PARAMETER = "mit_freigabe", "werkzeuge, gefaehrlich, frage"
ABLEHNUNGEN = (False, None, "ja", 1, "True", [True])


def _einpacken(namensraum, bank, gefaehrlich):
    """(neue Tools, None) oder (None, Rückmeldung) für mit_freigabe(...) der Lernenden."""
    mit_freigabe, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return None, fehlt
    aufruf = rufe(mit_freigabe, bank.werkzeuge, gefaehrlich, bank.frage)
    beschrieben = m.AUFRUF.format(gefaehrlich=kurz(gefaehrlich))
    if aufruf.ausnahme is not None:
        a = aufruf.ausnahme
        return None, falsch(m.WIRFT.format(aufruf=beschrieben, art=type(a).__name__, text=a), a)
    if not isinstance(aufruf.wert, dict):
        typ = type(aufruf.wert).__name__
        return None, falsch(m.KEIN_DICT.format(aufruf=beschrieben, typ=typ), schluessel="kein_dict")
    return aufruf.wert, None


@pruefung("Signatur von mit_freigabe")
def signatur(namensraum):
    """Die Signatur der Lektion, damit die Prüfungen das Tor aufrufen können."""
    return hole_funktion(namensraum, NAME, PARAMETER)[1] or richtig()


@pruefung("Ein neues dict, harmlose Tools unverändert")
def form(namensraum):
    """Neues dict, Original unberührt, harmlose Tools identisch, gefährliche verpackt."""
    bank = Werkbank()
    neu, rueck = _einpacken(namensraum, bank, {"sende"})
    if rueck:
        return rueck
    beschrieben = m.AUFRUF.format(gefaehrlich=kurz({"sende"}))
    if neu is bank.werkzeuge:
        return falsch(m.ORIGINAL_ZURUECK.format(aufruf=beschrieben))
    if bank.werkzeuge != bank.original:
        was = f"vorher {sorted(bank.original)}, nachher {sorted(bank.werkzeuge)}"
        if set(bank.werkzeuge) == set(bank.original):
            was = "Funktionen ausgetauscht"
        return falsch(m.ORIGINAL_VERAENDERT.format(aufruf=beschrieben, was=was))
    if set(neu) != set(bank.original):
        text = m.SCHLUESSEL.format(bekommen=sorted(neu), erwartet=sorted(bank.original))
        return falsch(text)
    for name in ("lies", "loesche"):
        if neu[name] is not bank.original[name]:
            return falsch(m.HARMLOS_VERPACKT.format(name=name))
    if neu["sende"] is bank.original["sende"]:
        return falsch(m.NICHT_VERPACKT.format(name="sende"))
    if bank.fragen:
        return falsch(m.FRAGE_ZU_FRUEH.format(anzahl=m.wie_oft(len(bank.fragen))))
    return richtig(m.FORM_OK)


def _bewachtes_sende(namensraum, antwort):
    """Packt mit ``antwort`` als Antwort von frage ein und ruft sende(**MAIL) einmal auf."""
    bank = Werkbank(antwort)
    neu, rueck = _einpacken(namensraum, bank, {"sende"})
    if rueck:
        return bank, None, rueck
    return bank, rufe(neu["sende"], **MAIL), None


@pruefung("Freigabe mit True")
def freigabe(namensraum):
    """Bei True läuft das Tool genau einmal mit seiner Eingabe, sein Ergebnis kommt zurück."""
    bank, aufruf, rueck = _bewachtes_sende(namensraum, True)
    if rueck:
        return rueck
    rueck = frage_falsch(bank, "sende", MAIL)
    if rueck:
        return rueck
    if aufruf.ausnahme is not None:
        a = aufruf.ausnahme
        return falsch(m.FREIGABE_WIRFT.format(name="sende", art=type(a).__name__, text=a), a)
    if bank.laeufe != [("sende", MAIL)]:
        text = m.FREIGABE_LAEUFE.format(laeufe=kurz(bank.laeufe), erwartet=("sende", MAIL))
        return falsch(text)
    if aufruf.wert != "sende ist gelaufen":
        text = m.FREIGABE_ERGEBNIS.format(
            bekommen=kurz(aufruf.wert), erwartet="'sende ist gelaufen'"
        )
        return falsch(text)
    return richtig(m.FREIGABE_OK)


@pruefung("Alles außer True ist eine Ablehnung")
def fail_closed(namensraum):
    """False, None, "ja", 1, "True" und [True] lehnen ab: nur ``is True`` gibt frei."""
    for antwort in ABLEHNUNGEN:
        bank, aufruf, rueck = _bewachtes_sende(namensraum, antwort)
        if rueck:
            return rueck
        rueck = frage_falsch(bank, "sende", MAIL) or abgelehnt(bank, aufruf, antwort)
        if rueck:
            return rueck
    return richtig(m.ABLEHNUNG_OK)


@pruefung("Ein Fehler in frage ist eine Ablehnung")
def frage_fehler(namensraum):
    """Wirft frage, läuft das Tool nicht, und die Hülle wirft PermissionError."""
    for fehler in (RuntimeError("Niemand da, der antwortet."), KeyError("antwort")):
        bank, aufruf, rueck = _bewachtes_sende(namensraum, fehler)
        if rueck:
            return rueck
        a = aufruf.ausnahme
        if a is fehler or (a is None and bank.laeufe):
            was = "lässt ihn durch" if a is fehler else "führt das Tool trotzdem aus"
            text = m.FRAGE_FEHLER.format(frage_art=type(fehler).__name__, was=was)
            return falsch(text, schluessel="frage_fehler")
        rueck = abgelehnt(bank, aufruf, fehler)
        if rueck:
            return rueck
    return richtig(m.FRAGE_FEHLER_OK)


@pruefung("Zwei gefährliche Tools")
def zwei_tools(namensraum):
    """Mit zwei gefährlichen Tools (als Liste) fragt und ruft jede Hülle ihr eigenes Tool."""
    bank = Werkbank(True)
    neu, rueck = _einpacken(namensraum, bank, ["sende", "loesche"])
    if rueck:
        return rueck
    for name, eingabe in (("sende", MAIL), ("loesche", {"name": "notizen.txt"})):
        bank.laeufe.clear()
        bank.fragen.clear()
        rufe(neu[name], **eingabe)
        gelaufen = [n for n, _ in bank.laeufe]
        if gelaufen != [name]:
            return falsch(m.FALSCHES_TOOL.format(name=name, bekommen=kurz(gelaufen)))
        if not bank.fragen:
            return falsch(m.OHNE_FRAGE.format(name=name))
        if bank.fragen and bank.fragen[0][0][:1] != (name,):
            return falsch(m.FALSCH_GEFRAGT.format(name=name, bekommen=bank.fragen[0][0][:1]))
    return richtig(m.ZWEI_OK)


@pruefung("Ein Tippfehler in gefaehrlich")
def tippfehler(namensraum):
    """Ein Name in gefaehrlich, den es in werkzeuge nicht gibt, ist ein ValueError."""
    mit_freigabe, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt
    for gefaehrlich, unbekannt in (
        ({"sende", "lösche"}, "'lösche'"),
        (("loeschen",), "'loeschen'"),
    ):
        bank = Werkbank()
        aufruf = rufe(mit_freigabe, bank.werkzeuge, gefaehrlich, bank.frage)
        a = aufruf.ausnahme
        if a is None:
            text = m.TIPPFEHLER_STILL.format(gefaehrlich=kurz(gefaehrlich), unbekannt=unbekannt)
            return falsch(text)
        if not isinstance(a, ValueError):
            return falsch(m.TIPPFEHLER_ART.format(art=type(a).__name__, text=a), a)
        if not str(a).strip():
            return falsch(m.TIPPFEHLER_OHNE_TEXT)
    return richtig(m.TIPPFEHLER_OK)


def _szenario(namensraum, fall, antwort, bleibt):
    """Lässt das Injektions-Drehbuch mit dem Tor der Lernenden laufen und vergleicht."""
    mit_freigabe, fehlt = hole_funktion(namensraum, NAME, PARAMETER)
    if fehlt:
        return fehlt

    def verpacke(werkzeuge):
        return mit_freigabe(werkzeuge, set(s.GEFAEHRLICH), lambda name, eingabe: antwort(eingabe))

    aufruf = rufe(s.laufe, verpacke)
    if aufruf.ausnahme is not None:
        a = aufruf.ausnahme
        return falsch(m.SZENARIO_WIRFT.format(fall=fall, art=type(a).__name__, text=a), a)
    ablage, ergebnis = aufruf.wert
    fehlend = sorted(set(s.DATEIEN) - set(ablage.dateien))
    erwartet = sorted(set(s.DATEIEN) - set(bleibt))
    if fehlend != erwartet:
        if not erwartet:
            text = m.SZENARIO_GELOESCHT.format(fall=fall, fehlend=fehlend, injektion=s.INJEKTION)
        elif set(fehlend) < set(erwartet):
            text = m.SZENARIO_ZU_WENIG.format(fall=fall, erwartet=erwartet)
        else:
            text = m.SZENARIO_ZU_VIEL.format(fall=fall, fehlend=fehlend, erwartet=erwartet)
        return falsch(text)
    for block in s.ergebnisse(ergebnis, "loesche_datei"):
        if block is not None and not block.get("is_error") and "gelöscht" not in block["content"]:
            return falsch(m.SZENARIO_OHNE_IS_ERROR.format(fall=fall, content=block["content"]))
    return None


@pruefung("Das Injektions-Szenario")
def injektion(namensraum):
    """Das Modell folgt dem eingeschleusten Befehl; das Tor hält, und das Modell erfährt es."""
    faelle = (
        ("frage sagt immer nein", lambda eingabe: False, set(s.DATEIEN)),
        (
            "frage erlaubt nur notizen.txt",
            lambda eingabe: eingabe == {"name": "notizen.txt"},
            set(s.DATEIEN) - {"notizen.txt"},
        ),
    )
    for fall, antwort, bleibt in faelle:
        rueck = _szenario(namensraum, fall, antwort, bleibt)
        if rueck:
            return rueck
    return richtig(m.SZENARIO_OK)


def _zaehle(ausgang, art):
    return sum(1 for a, _ in ausgang.eintraege if a == art)


def _diagnose(fall, soll, ist):
    """Ein gezielter Satz, wenn das Tor seltener fragt oder öfter ausführt als die Lösung."""
    if _zaehle(ist, "die Rückfrage") < _zaehle(soll, "die Rückfrage"):
        return m.FRAGT_ZU_SELTEN
    if _zaehle(ist, "der Lauf eines Tools") > _zaehle(soll, "der Lauf eines Tools"):
        return m.LAEUFT_ZU_OFT
    for (_, a), (_, b) in zip(soll.eintraege, ist.eintraege, strict=False):
        if b == "<wirft PermissionError>" and str(a).startswith("<wirft") and a != b:
            return m.TOOLFEHLER_VERSCHLUCKT
    return None


PRUEFUNGEN = (
    signatur,
    form,
    freigabe,
    fail_closed,
    frage_fehler,
    zwei_tools,
    tippfehler,
    injektion,
    vergleich(NAME, PARAMETER, faelle, titel=m.VERGLEICH_TITEL, diagnose=_diagnose),
)
