"""Übung ``m4-05-uebung-2``: der Kommando-Wächter ``pruefe_kommando``.

Die Musterlösung ist ``simulator/kommando.py`` ohne seine Import-Zeile (``KommandoAbgelehnt``
kommt aus dem Setup, aus demselben Modul): So prüfen Übung, Skript ki_15 und Tests dieselben
sieben Regeln.
"""

import ast
import functools
from importlib import resources

from lernlabor.tracks.ki import simulator
from lernlabor.tracks.ki.simulator.ablehnung import KommandoAbgelehnt
from lernlabor.tracks.ki.simulator.kommando import VERBOTENE_ZEICHEN
from lernlabor.uebung.definition import Uebung, gleichwertige

from .vertrag import VERTRAG

IMPORTZEILE = "from .ablehnung import KommandoAbgelehnt\n"


def loesung_aus_dem_modul():
    """Fehlt die Import-Zeile, bricht das Laden ab: Ein relativer Import liefe im Editor nicht."""
    text = resources.files(simulator).joinpath("kommando.py").read_text(encoding="utf-8")
    if text.count(IMPORTZEILE) != 1:
        raise RuntimeError(
            "lernlabor/tracks/ki/simulator/kommando.py muss genau einmal die Zeile "
            f"{IMPORTZEILE.strip()!r} enthalten; daraus entsteht die Musterlösung von "
            "m4-05-uebung-2."
        )
    return text.replace(IMPORTZEILE, "", 1)


LOESUNG = loesung_aus_dem_modul()
_BAUM = ast.parse(LOESUNG).body
# Gleichwertige Mutanten (das Tor prüft sie mit 1000 Fällen). Die Namen der Zeichen stehen nur
# im Grund von Regel 2, dessen Wortlaut frei ist: Der Mutant leert einen Namen der Tabelle.
NAMEN = "Der Name steht nur im Grund von Regel 2; dessen Wortlaut ist frei."
_ZEICHEN = next(k.value for k in _BAUM if ast.unparse(k).startswith("VERBOTENE_ZEICHEN"))
# Die beiden Prüfungen in der Schleife von Regel 7 (die letzte im Wächter), in jeder Reihenfolge
_FUNKTION = next(k for k in _BAUM if isinstance(k, ast.FunctionDef))
_REGEL_7 = [k for k in _FUNKTION.body if isinstance(k, ast.For)][-1].body
GLEICHWERTIG = gleichwertige(
    LOESUNG,
    *(
        (z.lineno, f"{z.value!r}: {VERBOTENE_ZEICHEN[z.value]!r}", f"{z.value!r}: ''", NAMEN)
        for z in _ZEICHEN.keys
    ),
    (69, "ValueError", "Exception", "shlex.split wirft bei einem String nur ValueError."),
    (
        _REGEL_7[0].lineno,
        "Beide Prüfungen lehnen nach Regel 7 ab; nur der Wortlaut des Grundes hängt davon ab.",
    ),
)

# Was laut Lektion „im Setup“ steht: die Ausnahme, mit der der Wächter ablehnt.
setup = functools.partial(dict, KommandoAbgelehnt=KommandoAbgelehnt)

UEBUNG = Uebung(
    id="m4-05-uebung-2",
    titel="Ein Wächter für Shell-Kommandos",
    stufe="mittel",
    loesung=LOESUNG,
    setup=setup,
    hinweise=(
        "Halte die Reihenfolge der Regeln ein und lehne ab, sobald eine verletzt ist: "
        '`raise KommandoAbgelehnt("Grund", nummer)`. Was am Ende übrig bleibt, gibst du als '
        "Liste zurück.",
        "Regel 2 prüft den rohen String, also vor `shlex.split`: "
        "`for zeichen in VERBOTEN: if zeichen in kommando: …` "
        'Der Zeilenumbruch ist `"\\n"`, der Wagenrücklauf `"\\r"`, das Nullzeichen `"\\x00"`.',
        "`shlex.split` wirft `ValueError`, wenn ein Anführungszeichen offen bleibt. Fange ihn "
        "mit `try`/`except` ab und wirf `KommandoAbgelehnt`. Ab dann prüfst du nur noch die "
        "Liste, die `shlex.split` geliefert hat, und gibst genau sie zurück: nie "
        "`kommando.split()`, kein `strip()` davor, keine Fassung ohne Anführungszeichen und "
        "keine ohne alles ab `#`.",
        "Die Regeln 5, 6 und 7 sind drei Schleifen über `argv[1:]`, eine nach der anderen: "
        "Eine gemeinsame Schleife lehnt `find / -delete` nach Regel 7 ab statt nach Regel 5. "
        "Auch die Schleife für `tail` fragt nur nach Regel 6, nicht schon nach `/` oder `~`: "
        "`tail /etc/hosts -f` verletzt zuerst Regel 6.",
        'Regel 6: `name = argument[2:].split("=", 1)[0]`; eine lange Option folgt, wenn sie '
        'mit `--follow` beginnt oder `name != "" and "follow".startswith(name)` gilt.',
        'Regel 7: `wort.startswith(("/", "~"))` oder `".." in wort.split("/")`, für das Wort '
        'selbst und jeden angehängten Wert: bei `"--x=wert"` `argument.split("=", 1)[1]`, bei '
        '`"-f/pfad"` jedes `argument[i:]` ab `i = 2`.',
    ),
    vertrag=VERTRAG,
    gleichwertige_mutanten=GLEICHWERTIG,
)
