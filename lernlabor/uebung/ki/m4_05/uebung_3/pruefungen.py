"""Die Prüfungen von Übung 3: das Freigabe-Tor ``mit_freigabe`` vor gefährlichen Tools.

Eine ``Werkbank`` liefert Tools und eine ``frage``, die jeden Aufruf festhalten. Zum Schluss
läuft das Injektions-Szenario aus ``szenario.py`` mit dem Tor der Lernenden.
"""

from lernlabor.pruefen import falsch, hole_funktion, kurz, pruefung, richtig, rufe

from . import meldungen as m
from . import szenario as s

NAME, PARAMETER = "mit_freigabe", "werkzeuge, gefaehrlich, frage"
MAIL = {"an": "team@example.org", "text": "Hallo"}
ABLEHNUNGEN = (False, None, "ja", 1, "True", [True])


class Werkbank:
    """Drei Tools, die ihre Läufe zählen, und eine frage, die festhält, was sie bekam."""

    def __init__(self, antwort=True):
        self.antwort = antwort
        self.laeufe = []
        self.fragen = []
        self.werkzeuge = {name: self._tool(name) for name in ("lies", "sende", "loesche")}
        self.original = dict(self.werkzeuge)

    def _tool(self, name):
        def tool(**eingabe):
            self.laeufe.append((name, eingabe))
            return f"{name} ist gelaufen"

        tool.__name__ = name
        return tool

    def frage(self, *args, **kwargs):
        self.fragen.append((args, kwargs))
        antwort = self.antwort(*args) if callable(self.antwort) else self.antwort
        if isinstance(antwort, BaseException):
            raise antwort
        return antwort


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
        return falsch(m.FRAGE_ZU_FRUEH.format(anzahl=len(bank.fragen)))
    return richtig(m.FORM_OK)


def _bewachtes_sende(namensraum, antwort):
    """Packt mit ``antwort`` als Antwort von frage ein und ruft sende(**MAIL) einmal auf."""
    bank = Werkbank(antwort)
    neu, rueck = _einpacken(namensraum, bank, {"sende"})
    if rueck:
        return bank, None, rueck
    return bank, rufe(neu["sende"], **MAIL), None


def _frage_falsch(bank, name, eingabe):
    """Die Rückmeldung, wenn frage nicht als frage(name, eingabe) gerufen wurde, sonst None."""
    if not bank.fragen:
        return falsch(m.FRAGE_NIE.format(name=name, laeufe=len(bank.laeufe)))
    args, kwargs = bank.fragen[0]
    if kwargs or args != (name, eingabe) or type(args[1]) is not dict:
        bekommen = ", ".join([*map(kurz, args), *(f"{k}={kurz(v)}" for k, v in kwargs.items())])
        text = m.FRAGE_ARGUMENTE.format(bekommen=f"({bekommen})", name=name, eingabe=eingabe)
        return falsch(text, schluessel="frage_argumente")
    return None


@pruefung("Freigabe mit True")
def freigabe(namensraum):
    """Bei True läuft das Tool genau einmal mit seiner Eingabe, sein Ergebnis kommt zurück."""
    bank, aufruf, rueck = _bewachtes_sende(namensraum, True)
    if rueck:
        return rueck
    rueck = _frage_falsch(bank, "sende", MAIL)
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


def _abgelehnt(bank, aufruf, antwort):
    """None, wenn sende richtig abgelehnt wurde: PermissionError mit Namen, Tool nicht gelaufen."""
    a = aufruf.ausnahme
    antwort = kurz(antwort)
    if a is None:
        if bank.laeufe:
            return falsch(m.NICHT_FAIL_CLOSED.format(antwort=antwort, name="sende"))
        text = m.ABLEHNUNG_OHNE_AUSNAHME.format(antwort=antwort, wert=kurz(aufruf.wert))
        return falsch(text, schluessel="ohne_ausnahme")
    if bank.laeufe:
        return falsch(m.ERST_AUSGEFUEHRT.format(antwort=antwort, name="sende"))
    if not isinstance(a, PermissionError):
        text = m.FALSCHE_AUSNAHME.format(antwort=antwort, art=type(a).__name__, text=a)
        return falsch(text, a, "falsche_ausnahme")
    if "sende" not in str(a):
        return falsch(m.MELDUNG_OHNE_NAMEN.format(text=str(a)), schluessel="ohne_namen")
    return None


@pruefung("Alles außer True ist eine Ablehnung")
def fail_closed(namensraum):
    """False, None, "ja", 1, "True" und [True] lehnen ab: nur ``is True`` gibt frei."""
    for antwort in ABLEHNUNGEN:
        bank, aufruf, rueck = _bewachtes_sende(namensraum, antwort)
        if rueck:
            return rueck
        rueck = _frage_falsch(bank, "sende", MAIL) or _abgelehnt(bank, aufruf, antwort)
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
        rueck = _abgelehnt(bank, aufruf, fehler)
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


PRUEFUNGEN = (
    signatur,
    form,
    freigabe,
    fail_closed,
    frage_fehler,
    zwei_tools,
    tippfehler,
    injektion,
)
