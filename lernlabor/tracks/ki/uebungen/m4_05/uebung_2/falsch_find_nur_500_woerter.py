"""Regel 5: Du prüfst bei `find` nur die ersten 500 Wörter. Ein `-delete` als letztes von
Tausenden Wörtern geht durch: Prüfe jedes Wort.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "<", ">", "`", "\n", "\r", "\x00")
FIND_VERBOTEN = {"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"}


def _pfad_schlecht(wert):
    return wert.startswith(("/", "~")) or ".." in wert.split("/")


def _folgt(wort):
    if wort.startswith("--"):
        name = wort[2:].split("=", 1)[0]
        return wort.startswith("--follow") or (name != "" and "follow".startswith(name))
    if wort.startswith(("-", "+")):
        return len(wort) > 1 and ("f" in wort or "F" in wort)
    return False


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or kommando.strip() == "":
        raise KommandoAbgelehnt("Das Kommando ist leer oder kein Text.", 1)
    for zeichen in VERBOTEN:
        if zeichen in kommando:
            raise KommandoAbgelehnt(f"Das Zeichen {zeichen!r} ist verboten.", 2)
    try:
        argv = shlex.split(kommando)
    except ValueError as fehler:
        raise KommandoAbgelehnt(f"Nicht zerlegbar: {fehler}", 3) from None
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt(f"Programm {argv[0]!r} ist nicht erlaubt.", 4)
    if argv[0] == "find":
        for wort in argv[1:501]:
            if wort in FIND_VERBOTEN:
                raise KommandoAbgelehnt(f"find mit {wort} ist verboten.", 5)
    if argv[0] == "tail":
        for wort in argv[1:]:
            if _folgt(wort):
                raise KommandoAbgelehnt(f"tail {wort} folgt der Datei.", 6)
    for wort in argv[1:]:
        werte = [wort]
        if wort.startswith("--"):
            if "=" in wort:
                werte.append(wort.split("=", 1)[1])
        elif wort.startswith("-"):
            werte.extend(wort[i:] for i in range(2, len(wort)))
        if any(_pfad_schlecht(w) for w in werte):
            raise KommandoAbgelehnt(f"Pfad {wort!r} führt aus dem Ordner.", 7)
        if argv[0] == "find" and wort == "-files0-from":
            raise KommandoAbgelehnt("find -files0-from ist verboten.", 7)
        if argv[0] == "wc" and wort.startswith("--"):
            name = wort[2:].split("=", 1)[0]
            if name and "files0-from".startswith(name):
                raise KommandoAbgelehnt("wc --files0-from ist verboten.", 7)
    return list(argv)
