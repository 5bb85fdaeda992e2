"""Regel 9: Du prüfst die Regeln 5 bis 7 Wort für Wort in einer Schleife. Dann entscheidet das
erste verdächtige Wort, nicht die erste Regel: `find / -delete` verletzt Regel 5, auch wenn `/`
vorher steht.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "`", "<", ">", "\n", "\r", "\x00")
FIND_VERBOTEN = ("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls")


def folgt(argument):
    if argument.startswith("--"):
        name = argument[2:].split("=")[0]
        return argument.startswith("--follow") or (name != "" and "follow".startswith(name))
    return argument[:1] in ("-", "+") and len(argument) > 1 and ("f" in argument or "F" in argument)


def draussen(argument):
    werte = [argument]
    if argument.startswith("--") and "=" in argument:
        werte.append(argument.split("=", 1)[1])
    elif argument.startswith("-") and not argument.startswith("--"):
        werte += [argument[i:] for i in range(2, len(argument))]
    return any(w.startswith(("/", "~")) or ".." in w.split("/") for w in werte)


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or not kommando.strip():
        raise KommandoAbgelehnt("Das Kommando ist leer.", 1)
    for zeichen in VERBOTEN:
        if zeichen in kommando:
            raise KommandoAbgelehnt(f"Das Zeichen {zeichen!r} ist verboten.", 2)
    try:
        argv = shlex.split(kommando)
    except ValueError as fehler:
        raise KommandoAbgelehnt(f"Das Kommando lässt sich nicht zerlegen: {fehler}", 3) from None
    programm = argv[0]
    if programm not in ERLAUBT:
        raise KommandoAbgelehnt(f"{programm!r} ist nicht erlaubt.", 4)
    # Ein Durchgang über die Wörter, jedes gegen die Regeln 5, 6 und 7.
    for argument in argv[1:]:
        if programm == "find" and argument in FIND_VERBOTEN:
            raise KommandoAbgelehnt(f"find mit {argument} ist verboten.", 5)
        if programm == "tail" and folgt(argument):
            raise KommandoAbgelehnt(f"tail mit {argument} endet nie.", 6)
        if programm == "find" and argument == "-files0-from":
            raise KommandoAbgelehnt("find mit -files0-from liest Dateinamen aus einer Datei.", 7)
        if programm == "wc" and argument.startswith("--"):
            name = argument[2:].split("=", 1)[0]
            if name != "" and "files0-from".startswith(name):
                raise KommandoAbgelehnt(f"wc mit {argument} liest Dateinamen aus einer Datei.", 7)
        if draussen(argument):
            raise KommandoAbgelehnt(f"{argument!r} verlässt den Arbeitsordner.", 7)
    return argv
