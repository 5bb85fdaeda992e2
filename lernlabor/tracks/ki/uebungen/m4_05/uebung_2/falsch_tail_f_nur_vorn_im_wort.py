"""Regel 6: Du suchst das `f` in einer Option von `tail` nur in ihren ersten Zeichen. `tail
-n1234567890f x` folgt trotzdem: Ein `f` oder `F` an jeder Stelle des Worts zählt.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "<", ">", "`", "\n", "\r", "\x00")
FIND_VERBOTEN = {"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"}


def _name(wort):
    return wort[2:].split("=", 1)[0]


def _folgt(wort):
    if wort.startswith("--"):
        name = _name(wort)
        return wort.startswith("--follow") or (name != "" and "follow".startswith(name))
    if wort.startswith(("-", "+")):
        return len(wort) > 1 and ("f" in wort[:12] or "F" in wort[:12])
    return False


def _pfad_schlecht(teil):
    return teil.startswith(("/", "~")) or ".." in teil.split("/")


def _raus(wort):
    if _pfad_schlecht(wort):
        return True
    if wort.startswith("--"):
        if "=" in wort and _pfad_schlecht(wort.split("=", 1)[1]):
            return True
    elif wort.startswith("-"):
        for i in range(2, len(wort)):
            if _pfad_schlecht(wort[i:]):
                return True
    return False


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or kommando.strip() == "":
        raise KommandoAbgelehnt("Das Kommando ist leer oder kein Text.", 1)
    for zeichen in VERBOTEN:
        if zeichen in kommando:
            raise KommandoAbgelehnt(f"Das Zeichen {zeichen!r} ist verboten.", 2)
    try:
        argv = shlex.split(kommando)
    except ValueError:
        raise KommandoAbgelehnt("Das Kommando lässt sich nicht zerlegen.", 3) from None
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt(f"Das Programm {argv[0]!r} ist nicht erlaubt.", 4)
    if argv[0] == "find":
        for wort in argv[1:]:
            if wort in FIND_VERBOTEN:
                raise KommandoAbgelehnt(f"find mit {wort} ist verboten.", 5)
    if argv[0] == "tail":
        for wort in argv[1:]:
            if _folgt(wort):
                raise KommandoAbgelehnt(f"tail darf nicht folgen ({wort}).", 6)
    for wort in argv[1:]:
        if _raus(wort):
            raise KommandoAbgelehnt(f"Der Pfad {wort!r} führt aus dem Arbeitsordner.", 7)
        if argv[0] == "find" and wort == "-files0-from":
            raise KommandoAbgelehnt("Namenslisten sind verboten.", 7)
        if argv[0] == "wc" and wort.startswith("--"):
            name = _name(wort)
            if name and "files0-from".startswith(name):
                raise KommandoAbgelehnt("Namenslisten sind verboten.", 7)
    return argv
