"""Regel 9: Du wirfst `ValueError` statt `KommandoAbgelehnt`. Das Programm, das deinen Wächter
benutzt, fängt genau `KommandoAbgelehnt` ab; die Klasse erbt von `ValueError`, sagt aber mehr.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "`", "<", ">", "\n", "\r", "\x00")
FIND_VERBOTEN = ("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls")


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or not kommando.strip():
        raise ValueError("Das Kommando ist leer.")
    for zeichen in VERBOTEN:
        if zeichen in kommando:
            raise ValueError(f"Das Zeichen {zeichen!r} ist verboten.")
    try:
        argv = shlex.split(kommando)
    except ValueError as fehler:
        raise ValueError(f"Das Kommando lässt sich nicht zerlegen: {fehler}") from None
    if argv[0] not in ERLAUBT:
        raise ValueError(f"{argv[0]!r} ist nicht erlaubt.")
    if argv[0] == "find":
        for argument in argv[1:]:
            if argument in FIND_VERBOTEN:
                raise ValueError(f"find mit {argument} ist verboten.")
    if argv[0] == "tail":
        for argument in argv[1:]:
            if argument.startswith("--"):
                name = argument[2:].split("=")[0]
                folgt = argument.startswith("--follow") or (name != "" and "follow".startswith(name))
            else:
                folgt = argument[:1] in ("-", "+") and len(argument) > 1 and ("f" in argument or "F" in argument)
            if folgt:
                raise ValueError(f"tail mit {argument} endet nie.")
    for argument in argv[1:]:
        if argv[0] == "find" and argument == "-files0-from":
            raise ValueError("find mit -files0-from liest Dateinamen aus einer Datei.")
        if argv[0] == "wc" and argument.startswith("--"):
            name = argument[2:].split("=", 1)[0]
            if name != "" and "files0-from".startswith(name):
                raise ValueError(f"wc mit {argument} liest Dateinamen aus einer Datei.")
        werte = [argument]
        if argument.startswith("--") and "=" in argument:
            werte.append(argument.split("=", 1)[1])
        elif argument.startswith("-") and not argument.startswith("--"):
            werte += [argument[i:] for i in range(2, len(argument))]
        for wert in werte:
            if wert.startswith(("/", "~")) or ".." in wert.split("/"):
                raise ValueError(f"{argument!r} verlässt den Arbeitsordner.")
    return argv
