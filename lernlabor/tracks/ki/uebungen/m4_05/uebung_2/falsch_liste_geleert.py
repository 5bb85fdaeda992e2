"""Regel 1: Du lehnst eine Liste richtig ab, leerst sie aber vorher. Auch eine Eingabe, die
kein String ist, lehnst du ab, wie sie ist.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "<", ">", "`", "\n", "\r", "\x00")
FIND_VERBOTEN = {
    "-exec",
    "-execdir",
    "-ok",
    "-okdir",
    "-delete",
    "-fprint",
    "-fprint0",
    "-fprintf",
    "-fls",
}


def _schlecht(wert):
    return wert.startswith(("/", "~")) or ".." in wert.split("/")


def _folgt(w):
    if w.startswith("--"):
        name = w[2:].split("=", 1)[0]
        return w.startswith("--follow") or (name != "" and "follow".startswith(name))
    if w.startswith(("-", "+")):
        return len(w) > 1 and ("f" in w or "F" in w)
    return False


def pruefe_kommando(kommando):
    if isinstance(kommando, list):
        kommando.clear()
    if not isinstance(kommando, str) or kommando.strip() == "":
        raise KommandoAbgelehnt("Kein Kommando oder nur Leerraum.", 1)
    for z in VERBOTEN:
        if z in kommando:
            raise KommandoAbgelehnt(f"Das Zeichen {z!r} ist verboten.", 2)
    try:
        argv = shlex.split(kommando)
    except ValueError:
        raise KommandoAbgelehnt("Das Kommando lässt sich nicht zerlegen.", 3) from None
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt(f"{argv[0]} ist nicht erlaubt.", 4)
    if argv[0] == "find":
        for w in argv[1:]:
            if w in FIND_VERBOTEN:
                raise KommandoAbgelehnt(f"find {w} ist verboten.", 5)
    if argv[0] == "tail":
        for w in argv[1:]:
            if _folgt(w):
                raise KommandoAbgelehnt(f"tail {w} folgt der Datei.", 6)
    for w in argv[1:]:
        werte = [w]
        if w.startswith("--"):
            if "=" in w:
                werte.append(w.split("=", 1)[1])
        elif w.startswith("-"):
            werte += [w[i:] for i in range(2, len(w))]
        if any(_schlecht(x) for x in werte):
            raise KommandoAbgelehnt(f"{w} führt aus dem Arbeitsordner.", 7)
        if argv[0] == "find" and w == "-files0-from":
            raise KommandoAbgelehnt("find -files0-from ist verboten.", 7)
        if argv[0] == "wc" and w.startswith("--"):
            name = w[2:].split("=", 1)[0]
            if name and "files0-from".startswith(name):
                raise KommandoAbgelehnt("wc --files0-from ist verboten.", 7)
    return argv
