"""Mutanten einer Musterlösung: je eine kleine, plausible Änderung, die Prüfungen erkennen müssen.

Ein Mutant ist die Lösung mit genau einem Fehler, wie Lernende ihn machen: ein Vergleich
umgedreht, eine Zahl um eins daneben, eine Bedingung, eine Zeile oder ein ``return`` weg,
``return`` in die Schleife hinein oder aus ihr heraus, Argumente vertauscht,
``json.loads`` durch ``ast.literal_eval`` ersetzt, ``is True`` durch Wahrheitswert, eine Kopie
vergessen. Übersteht ein Mutant alle Prüfungen, ist dieselbe falsche Lösung einer Lernenden
„bestanden“.

Die Änderungen entstehen am Syntaxbaum (``ast``): Ein ``Mutierer`` (``mutierer.py``) läuft
den Baum in fester Reihenfolge ab und zählt jede Stelle, an der er etwas ändern könnte;
beim Durchlauf mit Ziel ``k`` ändert er nur die ``k``-te. Selbst geschrieben, weil
cosmic-ray und mutmut Module auf der Platte mutieren und je Mutant einen Prozess oder einen
Import brauchen; unsere Lösungen sind Texte, die die Prüf-Maschine in einem Namensraum
ausführt.
"""

import ast
import copy
import difflib
from dataclasses import dataclass

from .mutierer import Mutierer


@dataclass(frozen=True)
class Mutant:
    """Eine mutierte Lösung: wo (``zeile`` der Lösung), welche Art, was vorher und nachher stand."""

    nummer: int
    zeile: int
    art: str
    vorher: str
    nachher: str
    code: str

    @property
    def schluessel(self):
        """Was einen Mutanten über Zeilennummern hinweg erkennt: die Änderung als Text."""
        return (self.vorher, self.nachher)


def mutanten(code):
    """Alle Mutanten von ``code`` (Text einer Lösung), in der Reihenfolge des Quelltexts.

    Mutanten, die nach der Änderung denselben Text ergeben wie die Lösung oder die sich
    nicht übersetzen lassen, fallen weg: Sie wären kein Fehler.
    """
    baum = ast.parse(code)
    zaehler = Mutierer(ziel=None)
    zaehler.visit(copy.deepcopy(baum))
    original = ast.unparse(baum).splitlines()
    ergebnis, gesehen = [], {"\n".join(original)}
    for nummer, (zeile, art) in enumerate(zaehler.stellen):
        mutierer = Mutierer(ziel=nummer)
        neu = ast.fix_missing_locations(mutierer.visit(copy.deepcopy(baum)))
        text = ast.unparse(neu)
        if text in gesehen:
            continue
        gesehen.add(text)
        try:
            compile(text, "<mutant>", "exec", dont_inherit=True)
        except (SyntaxError, ValueError):
            continue
        vorher, nachher = _unterschied(original, text.splitlines())
        ergebnis.append(Mutant(len(ergebnis) + 1, zeile, art, vorher, nachher, text))
    return ergebnis


def _unterschied(alt, neu):
    """Die geänderten Zeilen vorher und nachher, je mit \\n verbunden.

    Die gemeinsame Einrückung fällt weg, die relative bleibt: Ein ``return``, das in eine
    Schleife wandert, ist nur an seiner Einrückung zu erkennen.
    """
    vorher, nachher = [], []
    for zeile in difflib.unified_diff(alt, neu, lineterm="", n=0):
        if zeile.startswith(("---", "+++", "@@")):
            continue
        (vorher if zeile[0] == "-" else nachher).append(zeile[1:].rstrip())
    tiefe = min((len(z) - len(z.lstrip()) for z in vorher + nachher if z.strip()), default=0)
    return "\n".join(z[tiefe:] for z in vorher), "\n".join(z[tiefe:] for z in nachher)
