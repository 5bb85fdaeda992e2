"""Attrappen: Funktionen, die eine Prüfung der Lösung übergibt (ein Tool, ein Rückruf, eine
Funktion, die eine Datei liest, ein Logger), und die festhalten, wie die Lösung sie aufruft.

Eine Attrappe antwortet nach einem Eintrag einer Ergebnistabelle: Ein Wert heißt „gib eine
tiefe Kopie davon zurück“ (die Lösung darf das Ergebnis ändern, ohne den Fall zu verderben),
eine Ausnahmeklasse heißt „wirf sie“, mit ``text`` oder ohne Argument (``text=None``). Jeder
Aufruf geht als ``Aufruf`` an ``notiere``; welches Ereignis daraus wird, entscheidet die Übung.
Nur Standardbibliothek: Das Modul läuft auch in Pyodide.

    lager = attrappe("lager", {"stück": 0}, aufrufe.append)
    kaputt = attrappe("lager", KeyError, aufrufe.append, text="Zahnrad")
    frage = antwortfolge("frage", [True, RuntimeError], notiere, danach=False)
"""

from dataclasses import dataclass

from .netz import kopie


def wirft(verhalten):
    """Ist ``verhalten`` eine Ausnahmeklasse, also „wirf sie“ statt „gib sie zurück“?"""
    return isinstance(verhalten, type) and issubclass(verhalten, BaseException)


def zeige_aufruf(name, args=(), kwargs=None, sortiert=False, zeige=repr):
    """``name(1, a='x')``: ein Aufruf, wie man ihn schreiben würde (``sortiert``: die
    Schlüsselwörter nach dem Alphabet, damit ihre Reihenfolge keinen Unterschied macht; einer,
    der kein Bezeichner ist, steht in ``**{...}``). ``zeige`` schreibt jeden Wert, etwa ``kurz``
    für Werte mit Tausenden Zeichen."""
    paare = sorted((kwargs or {}).items()) if sortiert else (kwargs or {}).items()
    teile = [zeige(a) for a in args] + [f"{k}={zeige(v)}" for k, v in paare if _bezeichner(k)]
    # Ein Schlüssel wie " name" ist kein Bezeichner: so, wie man ihn übergeben müsste.
    sonst = ", ".join(f"{k!r}: {zeige(v)}" for k, v in paare if not _bezeichner(k))
    return f"{name}({', '.join(teile + ([f'**{{{sonst}}}'] if sonst else []))})"


def gebuendelt(teile, ab=3):
    """Texte mit Komma verbunden; ``ab`` gleiche hintereinander stehen als ``101 × x``: Eine
    Szene mit hundert gleichen Aufrufen bleibt lesbar."""
    gruppen = []
    for teil in teile:
        if gruppen and gruppen[-1][0] == teil:
            gruppen[-1][1] += 1
        else:
            gruppen.append([teil, 1])
    return ", ".join(
        f"{zahl} × {teil}" if zahl >= ab else ", ".join([teil] * zahl) for teil, zahl in gruppen
    )


def _bezeichner(schluessel):
    return isinstance(schluessel, str) and schluessel.isidentifier()


@dataclass
class Aufruf:
    """Ein Aufruf einer Attrappe: Name, Argumente (Kopien vom Zeitpunkt des Aufrufs) und der
    Eintrag, nach dem sie antwortet. ``fehler`` ist gesetzt, wenn sie den Aufruf ablehnt
    (Positionsargumente bei ``nur_schluesselwoerter``)."""

    name: str
    args: tuple
    kwargs: dict
    verhalten: object
    fehler: BaseException | None = None

    def __str__(self):
        return self.zeige()

    def zeige(self, sortiert=False):
        """Der Aufruf als Text, siehe ``zeige_aufruf``."""
        return zeige_aufruf(self.name, self.args, self.kwargs, sortiert)


def _baue(name, naechstes, notiere, text, nur_schluesselwoerter, funktionsname, signatur=None):
    def attrappe(*args, **kwargs):
        attrappe.geworfen = None
        aufruf = Aufruf(name, kopie(args) if args else (), kopie(kwargs), None)
        if args and nur_schluesselwoerter:
            aufruf.fehler = TypeError(
                f"{name}() nimmt nur Schlüsselwortargumente, keine Positionen"
            )
        elif signatur is not None and (grund := _passt_nicht(signatur, args, kwargs)):
            aufruf.fehler = TypeError(f"{name}() {grund}")  # wie bei einer echten Funktion
        else:
            aufruf.verhalten = naechstes()
        if notiere is not None:
            notiere(aufruf)
        if aufruf.fehler is not None:
            raise aufruf.fehler
        if wirft(aufruf.verhalten):
            klasse = aufruf.verhalten
            attrappe.geworfen = klasse() if text is None else klasse(text)
            raise attrappe.geworfen
        attrappe.ergebnis = kopie(aufruf.verhalten)
        return attrappe.ergebnis

    # Ein TypeError beim Aufruf (``tool(**None)``) nennt so das Tool, nicht Modul und Attrappe.
    attrappe.__qualname__, attrappe.__module__ = name, None
    attrappe.__name__ = funktionsname or name
    if signatur is not None:  # inspect.signature zeigt sie
        attrappe.__signature__ = signatur
    attrappe.geworfen = None  # die Ausnahme, die der letzte Aufruf selbst warf
    attrappe.ergebnis = None  # was der letzte Aufruf zurückgab: dasselbe Objekt, keine Kopie
    return attrappe


def _passt_nicht(signatur, args, kwargs):
    try:
        signatur.bind(*args, **kwargs)
    except TypeError as fehler:
        return str(fehler)
    return None


def attrappe(
    name,
    verhalten,
    notiere=None,
    *,
    text=None,
    nur_schluesselwoerter=False,
    funktionsname=None,
    signatur=None,
):
    """Eine Funktion, die bei jedem Aufruf nach ``verhalten`` antwortet.

    ``verhalten``: ein Wert (zurück kommt eine tiefe Kopie) oder eine Ausnahmeklasse (geworfen
    mit ``text``, bei ``None`` ohne Argument; das Objekt steht danach in ``.geworfen``, so
    unterscheidet eine Prüfung „die Ausnahme des Tools“ von einer neuen mit gleichem Text;
    ebenso steht die Rückgabe in ``.ergebnis``: So erkennt sie eine Kopie davon).
    ``notiere(aufruf)`` bekommt jeden Aufruf vor der Antwort. ``nur_schluesselwoerter``: Ein
    Aufruf mit Positionsargumenten wird notiert und wirft ``TypeError``. ``funktionsname``:
    was ``__name__`` zeigt, wenn die Lösung den Namen nicht von dort nehmen soll (Vorgabe:
    ``name``; ``__qualname__`` ist immer ``name``). ``signatur`` (``inspect.Signature``): Ein
    Aufruf, der nicht dazu passt (etwa ein unbekanntes Schlüsselwort), wird notiert und wirft
    ``TypeError`` wie bei einer echten Funktion; ``inspect.signature`` zeigt sie.
    """
    return _baue(
        name, lambda: verhalten, notiere, text, nur_schluesselwoerter, funktionsname, signatur
    )


def antwortfolge(
    name, antworten, notiere=None, *, danach=None, text=None, nur_schluesselwoerter=False
):
    """Eine Funktion, die der Reihe nach mit den Einträgen von ``antworten`` antwortet (Werte
    oder Ausnahmeklassen wie bei ``attrappe``) und danach immer mit ``danach``: eine Rückfrage
    an Menschen, eine Eingabe, ein Modell mit Drehbuch."""
    offen = list(antworten)
    return _baue(
        name, lambda: offen.pop(0) if offen else danach, notiere, text, nur_schluesselwoerter, None
    )


def zeige_verhalten(verhalten, text=None, zeige=repr):
    """Ein Eintrag der Ergebnistabelle in Worten: ``wirft KeyError`` (mit ``text``:
    ``wirft KeyError('x')``), sonst der Wert, gezeigt mit ``zeige``."""
    if wirft(verhalten):
        return f"wirft {verhalten.__name__}" + ("" if text is None else f"({text!r})")
    return zeige(verhalten)


def veraenderungen(vorher, nachher, wo):
    """Was die Lösung an einem übergebenen dict von Funktionen geändert hat (``vorher``: eine
    flache Kopie von davor), als Sätze wie ``werkzeuge: Eintrag 'x' ersetzt``. Verglichen wird
    nach Identität: Eine Hülle um dieselbe Funktion ist eine andere."""
    saetze = []
    for name in sorted(set(vorher) | set(nachher), key=str):
        if name not in nachher:
            saetze.append(f"{wo}: Eintrag {name!r} entfernt")
        elif name not in vorher:
            saetze.append(f"{wo}: neuer Eintrag {name!r}")
        elif nachher[name] is not vorher[name]:
            saetze.append(f"{wo}: Eintrag {name!r} ersetzt")
    return saetze
