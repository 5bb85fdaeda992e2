"""Regel 8: Du lehnst versteckte Dateien ab, Wörter, die mit `.` beginnen (`cat .env`,
`cat ...`). Das verbietet keine Regel: Regel 7 verbietet bei Pfaden nur `/` oder `~` am Anfang
und den ganzen Pfadteil `..`, und nach Regel 8 lehnst du nichts weiter ab.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "<", ">", "`", "\n", "\r", "\x00")
FIND_VERBOTEN = {"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"}


def _pfad_schlecht(w):
    return w.startswith(("/", "~")) or ".." in w.split("/")


def _folgt(w):
    if w.startswith("--"):
        name = w[2:].split("=", 1)[0]
        return w.startswith("--follow") or (name != "" and "follow".startswith(name))
    if w.startswith(("-", "+")):
        return len(w) > 1 and ("f" in w or "F" in w)
    return False


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or not kommando.strip():
        raise KommandoAbgelehnt("Kein Kommando: leer oder kein Text.", 1)
    for z in VERBOTEN:
        if z in kommando:
            raise KommandoAbgelehnt(f"Zeichen {z!r} ist verboten.", 2)
    try:
        argv = shlex.split(kommando)
    except ValueError as e:
        raise KommandoAbgelehnt(f"Nicht zerlegbar: {e}", 3) from None
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt(f"Programm {argv[0]!r} ist nicht erlaubt.", 4)
    if argv[0] == "find":
        for w in argv[1:]:
            if w in FIND_VERBOTEN:
                raise KommandoAbgelehnt(f"find mit {w} ist verboten.", 5)
    if argv[0] == "tail":
        for w in argv[1:]:
            if _folgt(w):
                raise KommandoAbgelehnt(f"tail darf nicht folgen ({w}).", 6)
    for w in argv[1:]:
        teile = [w]
        if w.startswith("--"):
            if "=" in w:
                teile.append(w.split("=", 1)[1])
        elif w.startswith("-"):
            teile.extend(w[i:] for i in range(2, len(w)))
        elif w.startswith("+"):
            pass
        if w.startswith('.') and w not in ('.', '..') and not w.startswith('./'):
            raise KommandoAbgelehnt('versteckt', 7)
        for t in teile:
            if _pfad_schlecht(t):
                raise KommandoAbgelehnt(f"Pfad außerhalb des Ordners: {w}", 7)
        if argv[0] == "find" and w == "-files0-from":
            raise KommandoAbgelehnt("find -files0-from ist verboten.", 7)
        if argv[0] == "wc" and w.startswith("--"):
            name = w[2:].split("=", 1)[0]
            if name and "files0-from".startswith(name):
                raise KommandoAbgelehnt("wc --files0-from ist verboten.", 7)
    return argv
