"""Die Form einer Übung: ein eingefrorener Datensatz, den Widget, CLI und Tests gleich lesen."""

import ast
import functools
import itertools
import re
from dataclasses import dataclass
from importlib import resources

STUFEN = ("leicht", "mittel", "schwer")


@dataclass(frozen=True)
class FalscheAntwort:
    """Ein Fehler, den Lernende wirklich machen, mit dem Stück Rückmeldung, das er auslösen muss.

    ``datei`` ist der Dateiname neben der Übung, ``code`` ihr Inhalt, ``meldung`` ein Ausschnitt
    (oder ein Tupel von Ausschnitten), der in den Meldungen oder in der Überschrift eines
    Fehlers vorkommen muss.
    """

    datei: str
    code: str
    meldung: str | tuple[str, ...]

    @property
    def ausschnitte(self):
        """Alle Ausschnitte, die vorkommen müssen (einer oder mehrere)."""
        return (self.meldung,) if isinstance(self.meldung, str) else tuple(self.meldung)


@dataclass(frozen=True)
class GleichwertigerMutant:
    """Ein Mutant der Lösung, der dasselbe tut wie sie: Keine Prüfung kann ihn erkennen.

    ``vorher`` und ``nachher`` sind die geänderten Zeilen, wie ``lernlabor teste --mutanten``
    sie druckt, ``zeile`` die Zeile der Änderung in ``loesung.py``; ``grund`` sagt in einer
    Zeile, warum das Verhalten gleich bleibt. Das Mutanten-Tor zählt ihn nur dann nicht mit,
    wenn ein Zeuge die Markierung trägt (mindestens 1000 erzeugte Fälle, auf denen Mutant und
    Lösung gleich sind); eine Markierung ohne Zeile, ohne passenden Mutanten oder mit
    widerlegtem Zeugen lässt das Tor scheitern.
    """

    vorher: str
    nachher: str
    grund: str
    zeile: int | None = None

    def __post_init__(self):
        if not self.grund.strip() or "\n" in self.grund:
            raise ValueError(
                f"Gleichwertiger Mutant {self.vorher!r} → {self.nachher!r}: Der Grund muss "
                "eine Zeile Text sein."
            )
        if self.zeile is not None and (type(self.zeile) is not int or self.zeile < 1):
            raise ValueError(
                f"Gleichwertiger Mutant {self.vorher!r} → {self.nachher!r}: Die Zeile muss "
                f"eine ganze Zahl ab 1 sein, nicht {self.zeile!r}."
            )


@dataclass(frozen=True)
class Uebung:
    """Eine Übung, einmal definiert: Starter, Setup, Lösung, Prüfungen, Hinweise, falsche Antworten.

    ``setup`` ist eine Funktion ohne Argumente, die bei jedem Aufruf ein frisches dict mit den
    Namen liefert, die laut Lektion „im Setup“ stehen. ``pruefungen`` ist ein Tupel von
    Funktionen ``pruefung(namensraum) -> Rueckmeldung`` (siehe ``lernlabor.pruefen``).
    ``andere_loesungen`` sind richtige Lösungen in anderem Stil; sie müssen ebenfalls bestehen.
    ``gleichwertige_mutanten`` nennt Mutanten der Lösung, die sich wie sie verhalten (siehe
    ``lernlabor.autoren.mutanten``). ``vertrag`` ist der ``lernlabor.pruefen.vertrag.Vertrag``
    der Übung, wenn sie einen hat: Seine Regeln zeigt die Seite. Eine Übung ohne Vertrag nennt
    ihre nummerierten Regeln in ``regeln`` (die Sätze, die ihre Meldungen zitieren); die Seite
    zeigt sie ebenso über dem Editor. Mit dem Vertrag ergänzt die Übung
    selbst, was neben ihr liegt: ``starter.py`` und ``loesung.py``, ``VERTRAG.pruefungen()``,
    wenn ``pruefungen`` leer ist, die Irrtümer des Vertrags vor den ``falsche_antworten``
    gezielter Prüfungen, und jede ``anders_*.py``, wenn ``andere_loesungen`` leer ist. Jede
    ``falsch_*.py`` und ``anders_*.py`` daneben muss so vorkommen: Keine wird still vergessen.
    """

    id: str
    titel: str
    stufe: str
    starter: str | None = None
    loesung: str | None = None
    setup: object = dict
    pruefungen: tuple = ()
    hinweise: tuple[str, ...] = ()
    falsche_antworten: tuple[FalscheAntwort, ...] = ()
    andere_loesungen: tuple[str, ...] = ()
    zeitlimit: float = 10.0
    gleichwertige_mutanten: tuple[GleichwertigerMutant, ...] = ()
    vertrag: object = None
    regeln: tuple[str, ...] = ()

    @property
    def freiwillig(self):
        """Eine Zusatzübung: siehe ``ist_freiwillig``."""
        return ist_freiwillig(self.id)

    def __post_init__(self):
        if self.vertrag is not None:
            if self.regeln:
                raise ValueError(
                    f"Übung {self.id}: Ihre Regeln stehen im Vertrag; regeln bleibt dann leer."
                )
            self._aus_vertrag(self.vertrag.paket)
        if self.stufe not in STUFEN:
            erlaubt = ", ".join(STUFEN)
            raise ValueError(
                f"Übung {self.id}: Die Stufe {self.stufe!r} gibt es nicht. Erlaubt: {erlaubt}."
            )
        if not self.pruefungen:
            raise ValueError(f"Übung {self.id}: Eine Übung ohne Prüfungen prüft nichts.")
        if not self.hinweise:
            raise ValueError(f"Übung {self.id}: Mindestens ein Hinweis gehört dazu.")

    def _aus_vertrag(self, paket):
        setze = functools.partial(object.__setattr__, self)
        for feld in ("starter", "loesung"):
            if getattr(self, feld) is None:
                setze(feld, lies(paket, f"{feld}.py"))
        if not self.pruefungen:
            setze("pruefungen", self.vertrag.pruefungen())
        # Was schon da ist, bleibt (auch bei ``dataclasses.replace``, das dies erneut ruft).
        da = {f.datei for f in self.falsche_antworten}
        vertraglich = [f for f in aus_vertrag(self.vertrag) if f.datei not in da]
        setze("falsche_antworten", (*vertraglich, *self.falsche_antworten))
        dateien = sorted(d.name for d in resources.files(paket).iterdir() if d.is_file())
        if not self.andere_loesungen:
            setze("andere_loesungen", andere(paket, *_beginnt(dateien, "anders_")))
        genutzt = {f.datei for f in self.falsche_antworten}
        vergessen = [d for d in _beginnt(dateien, "falsch_") if d not in genutzt]
        if vergessen:
            raise ValueError(
                f"Übung {self.id}: {', '.join(vergessen)} prüft nichts. Beginne die Datei mit "
                'dem Docstring """Regel N: Diagnose""", oder nenne sie in falsche_antworten.'
            )


def _beginnt(dateien, anfang):
    return [d for d in dateien if d.startswith(anfang) and d.endswith(".py")]


def ist_freiwillig(uebung_id):
    """Zusatzübungen (``m4-02-zusatz``, ``m4-02-zusatz-2``) sind freiwillig: Eine Lektion gilt
    ohne sie als geschafft, und die Übersicht zählt sie für sich."""
    return re.search(r"-zusatz(?:-[1-9]\d*)?$", uebung_id) is not None


def lies(paket, datei):
    """Liest eine Code-Datei neben der Übung als Text.

    Über ``importlib.resources``, damit es auch funktioniert, wenn das Paket im Browser
    (Pyodide) als einfache Dateien ausgepackt ist. Die Dateien bleiben echte ``.py``-Dateien,
    die ruff prüft; importiert werden sie nie.
    """
    return resources.files(paket).joinpath(datei).read_text(encoding="utf-8")


def falsche(paket, *paare):
    """Baut die falschen Antworten einer Übung aus Paaren (Dateiname, erwarteter Ausschnitt)."""
    return tuple(FalscheAntwort(datei, lies(paket, datei), meldung) for datei, meldung in paare)


def andere(paket, *dateien):
    """Liest die richtigen Lösungen in anderem Stil, die eine Übung ebenfalls akzeptieren muss."""
    return tuple(lies(paket, datei) for datei in dateien)


def paket_von(uebung):
    """Das Paket, in dem die Übung liegt: das ihres Vertrags, sonst das ihrer Prüfungen."""
    if uebung.vertrag is not None:
        return uebung.vertrag.paket
    return uebung.pruefungen[0].__module__.rsplit(".", 1)[0]


def aus_vertrag(vertrag):
    """Die falschen Antworten eines Vertrags: je Irrtum seine Datei, seine Diagnose, seine Regel.

    Die Rückmeldung muss die Diagnose und „Regel N“ enthalten (``tests/test_uebungen.py``).
    """
    return tuple(
        FalscheAntwort(
            i.datei,
            lies(vertrag.paket, i.datei) if i.code is None else i.code,
            (i.diagnose, f"Regel {i.regel} "),
        )
        for i in vertrag.irrtuemer
    )


def gleichwertig(vorher, nachher, grund, zeile=None):
    """Markiert den Mutanten in Zeile ``zeile`` als gleichwertig; Zeile und Texte sind die von
    ``teste --mutanten``. Ohne Zeile lehnt das Tor die Markierung ab."""
    return GleichwertigerMutant(vorher, nachher, grund, zeile)


def gleichwertige(loesung, *zeilen):
    """Markierungen gleichwertiger Mutanten, ohne die Anweisungen abzuschreiben.

    ``loesung`` ist der Text der Musterlösung, jede weitere Angabe ein Tupel ``(zeile, alt,
    neu, grund)``: Der Mutant ersetzt in der Anweisung dieser Zeile das Stück ``alt`` (genau
    einmal darin) durch ``neu``. Die Anweisung liest die Funktion aus der Lösung, so wie
    ``teste --mutanten`` sie zeigt: die erste Zeile ihres ``ast.unparse`` (ein dict über mehrere
    Zeilen also in einer, bei ``if`` und ``except`` nur der Kopf). Jede Zeile gehört zur
    innersten Anweisung, in der sie steht. ``(zeile, grund)`` markiert den Mutanten, der die
    Anweisung dieser Zeile mit der nächsten in ihrem Block vertauscht. Eine fertige Markierung
    aus ``gleichwertig`` geht unverändert durch.

    ``gleichwertige(lies(__package__, "loesung.py"), (14, "dict(eingabe)", "eingabe", GRUND))``
    """
    if not isinstance(loesung, str):
        raise TypeError(f"gleichwertige: Die Lösung ist ihr Text (str), nicht {loesung!r}.")
    anweisungen, paare = {}, {}
    for k in ast.walk(ast.parse(loesung)):  # außen zuerst: Innere überschreiben ihre Zeilen
        if isinstance(k, ast.stmt | ast.excepthandler):
            text = ast.unparse(k).splitlines()[0]
            anweisungen |= dict.fromkeys(range(k.lineno, k.end_lineno + 1), text)
        for _, block in ast.iter_fields(k):  # Nachbarn im selben Block, fürs Vertauschen
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                paare |= {a.lineno: (a, b) for a, b in itertools.pairwise(block)}
    return tuple(_markierung(anweisungen, paare, angabe) for angabe in zeilen)


def _markierung(anweisungen, paare, angabe):
    if isinstance(angabe, GleichwertigerMutant):
        return angabe
    if isinstance(angabe, tuple) and len(angabe) == 2:
        zeile, grund = angabe
        if zeile not in paare:
            raise ValueError(
                f"gleichwertige: In Zeile {zeile!r} der Lösung beginnt keine Anweisung, der "
                "im selben Block eine weitere folgt; zum Vertauschen braucht es zwei."
            )
        erste, zweite = (ast.unparse(a) for a in paare[zeile])
        return gleichwertig(f"{erste}\n{zweite}", f"{zweite}\n{erste}", grund, zeile)
    if not isinstance(angabe, tuple) or len(angabe) != 4:
        raise TypeError(
            "gleichwertige: Jede Markierung ist ein Tupel (zeile, alt, neu, grund) oder, für "
            f"zwei vertauschte Anweisungen, (zeile, grund), nicht {angabe!r}."
        )
    zeile, alt, neu, grund = angabe
    if zeile not in anweisungen:
        raise ValueError(f"gleichwertige: In Zeile {zeile!r} der Lösung steht keine Anweisung.")
    anweisung = anweisungen[zeile]
    anzahl = anweisung.count(alt) if isinstance(alt, str) and alt else 0
    if anzahl != 1:
        wie_oft = "nicht" if anzahl == 0 else f"{anzahl}-mal"
        raise ValueError(
            f"gleichwertige: In Zeile {zeile} steht {anweisung!r}; {alt!r} kommt darin "
            f"{wie_oft} vor. Nimm ein Stück, das genau einmal vorkommt."
        )
    return gleichwertig(anweisung, anweisung.replace(alt, neu), grund, zeile)
