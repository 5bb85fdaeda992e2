"""Regel 2: Du suchst die verbotenen Zeichen nur vor dem ersten `#`. Ohne Shell beginnt mit
`#` kein Kommentar: `cat #$(rm x)` ist ein Kommando mit `$`. Suche im ganzen rohen Text.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "<", ">", "`", "\n", "\r", "\x00")
FIND_VERBOTEN = {"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"}


def folgt(wort):
    if wort.startswith("--"):
        name = wort[2:].split("=", 1)[0]
        return wort.startswith("--follow") or (name != "" and "follow".startswith(name))
    if wort.startswith(("-", "+")):
        return len(wort) > 1 and ("f" in wort or "F" in wort)
    return False


def pfad_boese(teil):
    return teil.startswith(("/", "~")) or ".." in teil.split("/")


def wort_boese(wort):
    if pfad_boese(wort):
        return True
    if wort.startswith("--"):
        if "=" in wort:
            return pfad_boese(wort.split("=", 1)[1])
        return False
    if wort.startswith("-"):
        return any(pfad_boese(wort[i:]) for i in range(2, len(wort)))
    return False


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or kommando.strip() == "":
        raise KommandoAbgelehnt("Das Kommando ist leer oder kein Text.", 1)
    for zeichen in VERBOTEN:
        if zeichen in kommando.split('#')[0]:
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
            if folgt(wort):
                raise KommandoAbgelehnt("tail darf der Datei nicht folgen.", 6)
    for wort in argv[1:]:
        if wort_boese(wort):
            raise KommandoAbgelehnt(f"Der Pfad {wort!r} führt aus dem Ordner.", 7)
        if argv[0] == "find" and wort == "-files0-from":
            raise KommandoAbgelehnt("Namenslisten sind verboten.", 7)
        if argv[0] == "wc" and wort.startswith("--"):
            name = wort[2:].split("=", 1)[0]
            if name != "" and "files0-from".startswith(name):
                raise KommandoAbgelehnt("Namenslisten sind verboten.", 7)
    return argv
