"""Regel 7: `..` zählt nur als ganzer Pfadteil: `version..2.txt` und `-..` sind Namen im Ordner.
Suche `..` unter den Teilen von `wort.split("/")`, nicht als Teiltext.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "`", "<", ">", "\n", "\r", "\x00")
FIND_VERBOTEN = ("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls")


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
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt(f"{argv[0]!r} ist nicht erlaubt.", 4)
    if argv[0] == "find":
        for argument in argv[1:]:
            if argument in FIND_VERBOTEN:
                raise KommandoAbgelehnt(f"find mit {argument} ist verboten.", 5)
    if argv[0] == "tail":
        for argument in argv[1:]:
            if argument.startswith("--"):
                name = argument[2:].split("=")[0]
                folgt = argument.startswith("--follow") or (name != "" and "follow".startswith(name))
            else:
                folgt = argument[:1] in ("-", "+") and len(argument) > 1 and ("f" in argument or "F" in argument)
            if folgt:
                raise KommandoAbgelehnt(f"tail mit {argument} endet nie.", 6)
    for argument in argv[1:]:
        if argv[0] == "find" and argument == "-files0-from":
            raise KommandoAbgelehnt("find mit -files0-from liest Dateinamen aus einer Datei.", 7)
        if argv[0] == "wc" and argument.startswith("--"):
            name = argument[2:].split("=", 1)[0]
            if name != "" and "files0-from".startswith(name):
                raise KommandoAbgelehnt(f"wc mit {argument} liest Dateinamen aus einer Datei.", 7)
        werte = [argument]
        if argument.startswith("--") and "=" in argument:
            werte.append(argument.split("=", 1)[1])
        elif argument.startswith("-") and not argument.startswith("--"):
            werte += [argument[i:] for i in range(2, len(argument))]
        for wert in werte:
            if wert.startswith(("/", "~")) or ".." in wert:
                raise KommandoAbgelehnt(f"{argument!r} verlässt den Arbeitsordner.", 7)
    return argv
