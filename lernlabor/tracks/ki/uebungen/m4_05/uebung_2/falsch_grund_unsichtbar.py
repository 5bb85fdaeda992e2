r"""Regel 9: Dein Grund besteht nur aus unsichtbaren Zeichen wie `\u200b`. Das Modell liest
ihn und soll verstehen, warum es nicht weitergeht: Schreib einen Satz mit Buchstaben.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "`", "<", ">", "\n", "\r", "\x00")
FIND_VERBOTEN = ("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls")


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or not kommando.strip():
        raise KommandoAbgelehnt("\u200b", 1)
    for zeichen in VERBOTEN:
        if zeichen in kommando:
            raise KommandoAbgelehnt("\u200b", 2)
    try:
        argv = shlex.split(kommando)
    except ValueError:
        raise KommandoAbgelehnt("\u200b", 3) from None
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt("\u200b", 4)
    if argv[0] == "find":
        for argument in argv[1:]:
            if argument in FIND_VERBOTEN:
                raise KommandoAbgelehnt("\u200b", 5)
    if argv[0] == "tail":
        for argument in argv[1:]:
            if argument.startswith("--"):
                name = argument[2:].split("=")[0]
                folgt = argument.startswith("--follow") or (name != "" and "follow".startswith(name))
            else:
                folgt = argument[:1] in ("-", "+") and len(argument) > 1 and ("f" in argument or "F" in argument)
            if folgt:
                raise KommandoAbgelehnt("\u200b", 6)
    for argument in argv[1:]:
        if argv[0] == "find" and argument == "-files0-from":
            raise KommandoAbgelehnt("\u200b", 7)
        if argv[0] == "wc" and argument.startswith("--"):
            name = argument[2:].split("=", 1)[0]
            if name != "" and "files0-from".startswith(name):
                raise KommandoAbgelehnt("\u200b", 7)
        werte = [argument]
        if argument.startswith("--") and "=" in argument:
            werte.append(argument.split("=", 1)[1])
        elif argument.startswith("-") and not argument.startswith("--"):
            werte += [argument[i:] for i in range(2, len(argument))]
        for wert in werte:
            if wert.startswith(("/", "~")) or ".." in wert.split("/"):
                raise KommandoAbgelehnt("\u200b", 7)
    return argv
