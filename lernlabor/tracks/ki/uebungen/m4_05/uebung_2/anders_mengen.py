import re
import shlex

PROGRAMME = frozenset("ls cat grep find wc head tail".split())
FIND_AKTIONEN = frozenset("-exec -execdir -ok -okdir -delete -fprint -fprint0 -fprintf -fls".split())
# wc nimmt jede Abkürzung von --files0-from an: --f, --fi, …, --files0-from
WC_NAMENSLISTE = frozenset("--" + "files0-from"[:n] for n in range(1, len("files0-from") + 1))
SHELL_ZEICHEN = re.compile(r"[;&|$`<>\r\n\x00]")


def pruefe_kommando(kommando: str) -> list[str]:
    if not isinstance(kommando, str) or kommando.isspace() or kommando == "":
        raise KommandoAbgelehnt("Leeres Kommando.", regel=1)
    if treffer := SHELL_ZEICHEN.search(kommando):
        raise KommandoAbgelehnt(f"Shell-Zeichen {treffer.group()!r} an Stelle {treffer.start()}.", regel=2)
    try:
        programm, *argumente = shlex.split(kommando)
    except ValueError:
        raise KommandoAbgelehnt("Das Kommando hat ein offenes Anführungszeichen oder einen Backslash am Ende.", 3) from None
    if programm not in PROGRAMME:
        raise KommandoAbgelehnt(f"Unbekanntes Programm {programm!r}.", regel=4)
    if programm == "find" and not FIND_AKTIONEN.isdisjoint(argumente):
        raise KommandoAbgelehnt("find mit einer Aktion, die etwas ausführt, löscht oder schreibt.", regel=5)
    if programm == "tail":
        for argument in argumente:
            if folgt(argument):
                raise KommandoAbgelehnt("tail -f und Verwandte enden nie.", regel=6)
    if programm == "find" and "-files0-from" in argumente:
        raise KommandoAbgelehnt("find -files0-from liest Dateinamen aus einer Datei.", regel=7)
    if programm == "wc" and any(a.partition("=")[0] in WC_NAMENSLISTE for a in argumente):
        raise KommandoAbgelehnt("wc --files0-from liest Dateinamen aus einer Datei.", regel=7)
    verlassen = [a for a in argumente if any(draussen(w) for w in werte(a))]
    if verlassen:
        raise KommandoAbgelehnt(f"Außerhalb des Arbeitsordners: {verlassen}", regel=7)
    return [programm, *argumente]


def folgt(argument: str) -> bool:
    if argument.startswith("--"):
        name = argument[2:].partition("=")[0]
        return argument.startswith("--follow") or (name != "" and "follow".startswith(name))
    return argument[:1] in {"-", "+"} and len(argument) > 1 and not {"f", "F"}.isdisjoint(argument)


def werte(argument: str) -> set[str]:
    if argument.startswith("--"):
        return {argument, argument.partition("=")[2]}
    if argument.startswith("-"):
        return {argument} | {argument[i:] for i in range(2, len(argument))}
    return {argument}


def draussen(pfad: str) -> bool:
    return pfad.startswith(("/", "~")) or ".." in pfad.split("/")
