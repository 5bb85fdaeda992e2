"""Die Werkbank der Prüfungen von Übung 3: zählende Tools, eine frage mit Gedächtnis, Urteile.

Die Prüfungen in ``pruefungen.py`` packen diese Tools mit dem Tor der Lernenden ein und lesen
danach ab, was lief und was gefragt wurde.
"""

from lernlabor.pruefen import falsch, kurz

from . import meldungen as m

MAIL = {"an": "team@example.org", "text": "Hallo"}


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
        """Die Rückfrage des Tors: hält die Argumente fest und antwortet wie eingestellt."""
        self.fragen.append((args, kwargs))
        antwort = self.antwort(*args) if callable(self.antwort) else self.antwort
        if isinstance(antwort, BaseException):
            raise antwort
        return antwort


def frage_falsch(bank, name, eingabe):
    """Die Rückmeldung, wenn frage nicht als frage(name, eingabe) gerufen wurde, sonst None."""
    if not bank.fragen:
        return falsch(m.FRAGE_NIE.format(name=name, laeufe=m.wie_oft(len(bank.laeufe))))
    args, kwargs = bank.fragen[0]
    if kwargs or args != (name, eingabe) or type(args[1]) is not dict:
        bekommen = ", ".join([*map(kurz, args), *(f"{k}={kurz(v)}" for k, v in kwargs.items())])
        text = m.FRAGE_ARGUMENTE.format(bekommen=f"({bekommen})", name=name, eingabe=eingabe)
        return falsch(text, schluessel="frage_argumente")
    return None


def abgelehnt(bank, aufruf, antwort):
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
