import re
import shlex

PROGRAMME = frozenset("ls cat grep find wc head tail".split())
FIND_AKTIONEN = frozenset("-exec -execdir -ok -okdir -delete -fprint -fprint0 -fprintf -fls".split())
SHELL_ZEICHEN = re.compile(r"[;&|$`<>\r\n]")


def pruefe_kommando(kommando: str) -> list[str]:
    if kommando.isspace() or kommando == "":
        raise KommandoAbgelehnt("Leeres Kommando.")
    if treffer := SHELL_ZEICHEN.search(kommando):
        raise KommandoAbgelehnt(f"Shell-Zeichen {treffer.group()!r} an Stelle {treffer.start()}.")
    try:
        programm, *argumente = shlex.split(kommando)
    except ValueError:
        raise KommandoAbgelehnt("Das Kommando hat ein offenes Anführungszeichen oder einen Backslash am Ende.") from None
    if programm not in PROGRAMME:
        raise KommandoAbgelehnt(f"Unbekanntes Programm {programm!r}.")
    if programm == "find" and not FIND_AKTIONEN.isdisjoint(argumente):
        raise KommandoAbgelehnt("find mit einer Aktion, die etwas ausführt, löscht oder schreibt.")
    if programm == "tail":
        for argument in argumente:
            if argument in {"-f", "-F"} or argument.startswith("--follow"):
                raise KommandoAbgelehnt("tail -f und Verwandte enden nie.")
    verlassen = [a for a in argumente if a.startswith(("/", "~")) or ".." in a.split("/")]
    if verlassen:
        raise KommandoAbgelehnt(f"Außerhalb des Arbeitsordners: {verlassen}")
    return [programm, *argumente]
