"""Die Bereiche der Parameter eines Vertrags: welche Werte gültig sind und welche am Rand liegen.

Ein Bereich ist reine Beschreibung. Zur Laufzeit (auch in Pyodide) sagt er, ob ein Wert gültig
ist, damit eine Meldung die Regel für ungültige Werte nennt. Beim Schreiben einer Übung macht
``lernlabor.autoren.faelle`` daraus eine Hypothesis-Strategie; sie zieht mit Absicht auch die
ungültigen Werte des Bereichs, denn was die Aufgabe mit ihnen verlangt, gehört zum Vertrag.
"""

from dataclasses import dataclass

# Ab 2**53 stellt float nicht mehr jede ganze Zahl dar: dort rundet, wer mit / rechnet.
GENAU = 2**53


@dataclass(frozen=True)
class Ganzzahl:
    """Ganze Zahlen jedes Vorzeichens; gültig sind ``unten`` bis ``oben`` (``None``: offen).

    Gezogen werden auch Werte außerhalb (negative, 0, knapp unter ``unten``) und mit
    ``gross`` Zahlen über 2**53. ``bis`` begrenzt nur das Ziehen (etwa die Zahl der Runden,
    die eine Schleife der Musterlösung einzeln zählt), nicht die Gültigkeit. ``bool`` ist keine
    ganze Zahl im Sinn eines Vertrags.
    """

    unten: int | None = None
    oben: int | None = None
    gross: bool = True
    bis: int | None = None
    nur_gueltige: bool = False  # was die Aufgabe für ungültige Werte offenlässt, wird nie gezogen
    riesig: int | None = None

    @property
    def ungueltige(self):
        """Zieht die Suche auch ungültige Werte? Dann sagt eine Regel, was sie auslösen."""
        return not self.nur_gueltige and (self.unten is not None or self.oben is not None)

    def gueltig(self, wert):
        """Liegt ``wert`` im gültigen Teil des Bereichs?"""
        return (
            type(wert) is int
            and (self.unten is None or wert >= self.unten)
            and (self.oben is None or wert <= self.oben)
        )

    def raender(self):
        """Die Werte, an denen Lösungen kippen: die Grenzen, je eins und zwei daneben, 0, ±1,
        groß, weit negativ (``== -1`` statt ``< 0`` fällt auf) und ``riesig``: ein Wert, für
        den nur eine Lösung schnell ist, die erst prüft und dann rechnet (neben einer
        ungültigen Zahl; gültige Fälle damit verwirft die Suche als zu teuer)."""
        werte = {-2, -1, 0, 1, 2, -(10**18)}
        for grenze in (self.unten, self.oben):
            if grenze is not None:
                werte |= {grenze - 2, grenze - 1, grenze, grenze + 1}
        if self.gross:
            werte |= {GENAU + 1, 10**18 + 7}
        if self.bis is not None:
            werte.add(self.bis)
        if self.riesig is not None:
            werte.add(self.riesig)
        if self.oben is not None:
            werte = {w for w in werte if w <= self.oben + 1}
        if self.nur_gueltige:
            werte = {w for w in werte if self.gueltig(w)}
        return sorted(werte, key=lambda w: (abs(w), w))


@dataclass(frozen=True)
class Kommazahl:
    """Zahlen mit Nachkommastellen (auch mehr als vier); gültig ``unten`` bis ``oben``.

    Mit ``ganze`` sind auch ``int``-Werte gültig (ein Preis von 3 Dollar ist ein Preis).
    """

    unten: float | None = None
    oben: float | None = None
    ganze: bool = True

    def gueltig(self, wert):
        """Liegt ``wert`` im gültigen Teil des Bereichs?"""
        arten = (int, float) if self.ganze else (float,)
        if type(wert) not in arten or wert != wert:
            return False
        return (self.unten is None or wert >= self.unten) and (
            self.oben is None or wert <= self.oben
        )

    def raender(self):
        """Grenzen und Werte, die beim Runden kippen (0,00005 hat mehr als vier Stellen)."""
        werte = [0.0, 0, 1e-05, 0.00015, 0.1, 1.25, 3, 15.0, 0.123456789]
        if self.ganze:
            werte.append(GENAU + 1)
        if self.unten is None:
            werte += [-1, -2.5, -(10**18)]
        if self.unten is not None:
            werte += [self.unten - 0.5, self.unten]
        return [w for w in werte if isinstance(w, float) or self.ganze]


@dataclass(frozen=True)
class Woerterbuch:
    """Ein dict mit genau den Schlüsseln ``schluessel`` in beliebiger Reihenfolge.

    ``werte`` ist der Bereich jedes Werts. Gültig ist es, wenn alle Schlüssel da sind und jeder
    Wert gültig ist; gezogen wird jede Reihenfolge der Schlüssel.
    """

    schluessel: tuple
    werte: object
    veraenderlich = True  # die Funktion könnte es ändern: die Prüfung vergleicht es danach

    def gueltig(self, wert):
        """Ein dict mit genau diesen Schlüsseln und nur gültigen Werten?"""
        return (
            type(wert) is dict
            and set(wert) == set(self.schluessel)
            and all(self.werte.gueltig(v) for v in wert.values())
        )


@dataclass(frozen=True)
class Wahl:
    """Einer der Werte ``werte``; alle sind gültig."""

    werte: tuple

    def gueltig(self, wert):
        """Ist ``wert`` einer der Werte?"""
        return any(type(wert) is type(w) and wert == w for w in self.werte)


@dataclass(frozen=True)
class Text:
    """Texte mit Umlauten, Zeichen aus mehreren Bytes und Leerraum; gültig ist jeder ``str``.

    ``beispiele`` ersetzt die allgemeinen Ränder durch die der Aufgabe (etwa Befehle mit
    Anführungszeichen und ``--``), ``woerter`` lässt die Suche Texte aus diesen Wörtern bauen,
    mit einem Leerzeichen dazwischen (so zieht sie Befehlszeilen statt Zeichensalat).
    """

    max_laenge: int = 40
    beispiele: tuple = ()
    woerter: tuple = ()

    def gueltig(self, wert):
        """Ist ``wert`` ein Text?"""
        return type(wert) is str


# JSON-Werte, an denen Lösungen kippen: die falschen zuerst (0, "", [], {}, None, False sind
# gültige Ergebnisse, kein Fehler), dann Typen, die ein ``str()`` anders zeigt als JSON.
JSON_RAENDER = (
    0,
    "",
    [],
    {},
    None,
    False,
    True,
    -1,
    1.5,
    "Grüße",
    [0],
    {"a": None},
    {"ö": [1, "x"]},
    "0",
)


@dataclass(frozen=True)
class Json:
    """Ein Wert, wie ``json.loads`` ihn liefert: ``None``, bool, Zahl, Text, Liste, dict.

    ``tiefe`` begrenzt, wie tief Listen und dicts ineinander stecken.
    """

    tiefe: int = 2

    def gueltig(self, wert, _tiefe=None):
        """Ein JSON-Wert (ohne nan und unendlich, Schlüssel nur Text)?"""
        tiefe = self.tiefe if _tiefe is None else _tiefe
        if wert is None or type(wert) in (bool, int, str):
            return True
        if type(wert) is float:
            return wert == wert and abs(wert) != float("inf")
        if tiefe == 0:
            return False
        if type(wert) is list:
            return all(self.gueltig(w, tiefe - 1) for w in wert)
        if type(wert) is dict:
            return all(type(k) is str and self.gueltig(v, tiefe - 1) for k, v in wert.items())
        return False

    def raender(self):
        """Die falschen Werte zuerst, dann Umlaute und Verschachtelung."""
        return [w for w in JSON_RAENDER if self.gueltig(w)]


@dataclass(frozen=True)
class Fehlerklasse:
    """Eine eingebaute Ausnahmeklasse: ``basis``, ihre Unterklassen und ihre Geschwister.

    Wer ``except KeyError`` schreibt, wo ``LookupError`` verlangt ist, fällt an ``IndexError``
    auf; wer ``type(f) is ValueError`` vergleicht, an ``UnicodeError``. Gültig ist jede.
    """

    basis: type = Exception

    def gueltig(self, wert):
        """Eine Ausnahmeklasse?"""
        return isinstance(wert, type) and issubclass(wert, BaseException)

    def raender(self):
        """``basis``, eine Unterklasse, Geschwister, eine weitere Klasse, ``Exception``."""
        import builtins

        eingebaut = [
            k
            for k in vars(builtins).values()
            if isinstance(k, type) and issubclass(k, Exception) and not issubclass(k, Warning)
        ]
        unter = [k for k in eingebaut if k is not self.basis and issubclass(k, self.basis)]
        eltern = self.basis.__base__
        geschwister = [
            k
            for k in eingebaut
            if k.__base__ is eltern and k is not self.basis and eltern is not object
        ]
        fremd = [k for k in (ValueError, KeyError, RuntimeError) if not issubclass(k, self.basis)]
        werte = [self.basis, *unter[:2], *geschwister[:2], *fremd[:1], Exception]
        return list(dict.fromkeys(werte))


@dataclass(frozen=True)
class Datensatz:
    """Ein dict mit festen Schlüsseln, jeder mit eigenem Bereich: ``felder`` als Paare
    ``(name, bereich)``. Gezogen wird jede Reihenfolge der Schlüssel (die echte API gibt
    keine vor)."""

    felder: tuple
    veraenderlich = True

    def gueltig(self, wert):
        """Genau diese Schlüssel, jeder Wert in seinem Bereich?"""
        bereiche = dict(self.felder)
        return (
            type(wert) is dict
            and set(wert) == set(bereiche)
            and all(bereiche[k].gueltig(v) for k, v in wert.items())
        )


@dataclass(frozen=True)
class Liste:
    """Listen aus Werten des Bereichs ``element``, gültig mit ``mindestens`` bis ``hoechstens``."""

    element: object
    mindestens: int = 0
    hoechstens: int = 8
    veraenderlich = True

    def gueltig(self, wert):
        """Eine Liste passender Länge aus gültigen Elementen?"""
        return (
            type(wert) is list
            and self.mindestens <= len(wert) <= self.hoechstens
            and all(self.element.gueltig(e) for e in wert)
        )


class Bereich:
    """Ein eigener Bereich einer Übung (ein Verlauf, ein Skript für das Modell), gebaut von
    ``bereich(...)``. Zur Laufzeit braucht er nur ``gueltig``; seine Strategie baut
    ``lernlabor.autoren.faelle`` aus ``strategie`` (die Funktion des Aufrufs oder ``None``),
    denn Hypothesis kommt nie in den Browser."""

    def __init__(self, raender, strategie, gueltig, zeige, wie, ungueltige, veraenderlich):
        self._raender, self.strategie, self._gueltig = tuple(raender), strategie, gueltig
        self.wie, self.ungueltige, self.veraenderlich = wie, ungueltige, veraenderlich
        self.zeige = zeige if zeige is not None else getattr(wie, "zeige", None)

    def __repr__(self):
        return f"bereich({len(self._raender)} Ränder, wie={self.wie!r})"

    def gueltig(self, wert):
        """``gueltig(wert)`` aus dem Aufruf, sonst das des Grundbereichs, sonst jeder Wert."""
        if self._gueltig is not None:
            return bool(self._gueltig(wert))
        return self.wie is None or self.wie.gueltig(wert)

    def raender(self):
        """Die Ränder aus dem Aufruf, die lesbarsten zuerst."""
        return list(self._raender)


def bereich(
    raender=(),
    strategie=None,
    gueltig=None,
    zeige=None,
    *,
    wie=None,
    ungueltige=None,
    veraenderlich=None,
):
    """Ein eigener Bereich aus Werten und Funktionen statt einer Klasse.

    ``raender``: Werte, die die Stichprobe zuerst zieht, die lesbarsten vorn. ``strategie(st)``
    bekommt ``hypothesis.strategies`` und gibt die Strategie der Suche; ohne sie zieht die
    Suche die Ränder und, mit ``wie``, was sie für diesen Grundbereich zieht (etwa
    ``Liste(...)`` oder ``Datensatz(...)``). ``gueltig(wert)`` (ohne: das von ``wie``, sonst
    ist alles gültig) sagt, ob ein Wert im gültigen Teil liegt; mit ``ungueltige=True`` zieht
    die Suche auch ungültige, und eine Regel muss sagen, was sie auslösen. ``zeige(wert)``
    schreibt einen Wert für Meldungen (ohne: wie ``wie``, sonst kurz). ``veraenderlich``: Die
    Funktion könnte den Wert ändern, die Prüfung vergleicht ihn nach dem Aufruf. Was fehlt,
    kommt von ``wie``.

    ``bereich((1, None, 0, -1), lambda st: st.none() | st.integers(-2, 6))``
    """
    if isinstance(raender, (str, bytes, dict)) or not hasattr(raender, "__iter__"):
        raise TypeError(
            f"bereich: raender ist eine Folge von Werten (Liste oder Tupel), nicht {raender!r}."
        )
    for name, wert in (("strategie", strategie), ("gueltig", gueltig), ("zeige", zeige)):
        if wert is not None and not callable(wert):
            raise TypeError(f"bereich: {name} ist eine Funktion, nicht {wert!r}.")
    if wie is not None and not callable(getattr(wie, "gueltig", None)):
        raise TypeError(f"bereich: wie ist ein Bereich mit gueltig(wert), nicht {wie!r}.")
    raender = tuple(raender)
    if not raender and strategie is None and wie is None:
        raise ValueError(
            "bereich: Aus nichts lässt sich nichts ziehen. Gib Ränder, eine strategie(st) "
            "oder einen Grundbereich wie=… an."
        )
    if ungueltige and gueltig is None and wie is None:
        raise ValueError(
            "bereich: ungueltige=True braucht gueltig(wert), sonst ist kein Wert ungültig."
        )
    if ungueltige is None:
        ungueltige = bool(getattr(wie, "ungueltige", False))
    if veraenderlich is None:
        veraenderlich = bool(getattr(wie, "veraenderlich", False))
    return Bereich(raender, strategie, gueltig, zeige, wie, ungueltige, veraenderlich)


class Eines:
    """Ein Wert aus einem von mehreren Bereichen: ``Eines(Json(), Fehlerklasse(LookupError))``
    ist, was ein Tool tut (ein JSON-Wert heißt „gib ihn zurück“, eine Ausnahmeklasse „wirf sie“,
    siehe ``lernlabor.pruefen.attrappen``). Jeder Teilbereich braucht ``raender()``."""

    def __init__(self, *bereiche):
        if not bereiche:
            raise ValueError("Eines braucht mindestens einen Bereich.")
        self.bereiche = bereiche

    def __repr__(self):
        return f"Eines{self.bereiche!r}"

    def gueltig(self, wert):
        """Gültig in mindestens einem der Bereiche?"""
        return any(b.gueltig(wert) for b in self.bereiche)

    def raender(self):
        """Die Ränder der Bereiche im Wechsel, damit die lesbarsten jedes Bereichs vorn stehen;
        ``0`` und ``False`` bleiben beide (gleich, aber nicht derselbe Wert)."""
        reihen = [list(b.raender()) for b in self.bereiche]
        werte = {}
        for i in range(max(map(len, reihen))):
            for reihe in reihen:
                if i < len(reihe):
                    werte.setdefault((type(reihe[i]), repr(reihe[i])), reihe[i])
        return list(werte.values())

    def zeige(self, wert):
        """Eine Ausnahmeklasse mit Namen (``KeyError``), jeden anderen Wert kurz."""
        from .pruefhilfen import kurz

        return wert.__name__ if isinstance(wert, type) else kurz(wert)
