"""Regel 8: Du prüfst die Wörter rekursiv, eines je Aufruf. Ein harmloses Kommando mit mehr als
etwa tausend Wörtern bricht dann mit `RecursionError` ab, statt durchzugehen: Prüfe die Wörter
in einer Schleife.
"""

import shlex

VERBOTEN = frozenset(";&|$<>`\n\r\x00")


def _reste(wort):
    match wort[:2]:
        case "--":
            if "=" in wort:
                yield wort.split("=", 1)[1]
        case _ if wort.startswith("-"):
            yield from (wort[i:] for i in range(2, len(wort)))
    yield wort


def _schlecht(teil):
    return teil.startswith("/") or teil.startswith("~") or ".." in teil.split("/")


def _pruefe_woerter(woerter, test, regel, grund):
    if not woerter:
        return
    if test(woerter[0]):
        raise KommandoAbgelehnt(grund, regel)
    _pruefe_woerter(woerter[1:], test, regel, grund)


def _folgt(w):
    if w.startswith("--"):
        name = w[2:].split("=")[0]
        return w.startswith("--follow") or (len(name) > 0 and "follow"[: len(name)] == name)
    return w[:1] in "-+" and len(w) > 1 and not {"f", "F"}.isdisjoint(w)


def pruefe_kommando(kommando):
    if type(kommando) is not str and not isinstance(kommando, str):
        raise KommandoAbgelehnt("Das ist kein Text.", 1)
    if all(c.isspace() for c in kommando):
        raise KommandoAbgelehnt("Das Kommando ist leer.", 1)
    if VERBOTEN & set(kommando):
        raise KommandoAbgelehnt("Sonderzeichen der Shell sind verboten.", 2)
    try:
        argv = shlex.split(kommando)
    except ValueError:
        raise KommandoAbgelehnt("Anführungszeichen nicht geschlossen.", 3) from None
    match argv:
        case ["ls" | "cat" | "grep" | "find" | "wc" | "head" | "tail" as prog, *rest]:
            pass
        case _:
            raise KommandoAbgelehnt("Unbekanntes Programm.", 4)
    if prog == "find":
        _pruefe_woerter(rest, lambda w: w in ("-exec", "-execdir", "-ok", "-okdir", "-delete",
                                               "-fprint", "-fprint0", "-fprintf", "-fls"), 5, "find darf nicht handeln.")
    if prog == "tail":
        _pruefe_woerter(rest, _folgt, 6, "tail darf nicht folgen.")

    def regel7(w):
        if any(_schlecht(t) for t in _reste(w)):
            return True
        if prog == "find":
            return w == "-files0-from"
        if prog == "wc" and w.startswith("--"):
            n = w[2:].split("=")[0]
            return n != "" and "files0-from".startswith(n)
        return False

    _pruefe_woerter(rest, regel7, 7, "Pfad nicht erlaubt.")
    return [prog, *rest]
