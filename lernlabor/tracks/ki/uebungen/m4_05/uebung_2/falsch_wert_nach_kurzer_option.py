"""Regel 7: Ein Wort direkt nach einer kurzen Option wie `-n` prüfst du nicht (vielleicht hältst
du es für ihren Wert, oder du siehst dir nicht alle Wörter an). Bei `cat -n /etc/passwd` ist
`-n` ein Schalter ohne Wert, und `cat` liest die Datei: Prüfe jedes Wort, an jeder Stelle.
"""

import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "<", ">", "`", "\n", "\r", "\x00")
FIND_AKTIONEN = ("-exec", "-execdir", "-ok", "-okdir", "-delete",
                 "-fprint", "-fprint0", "-fprintf", "-fls")


def _pfad_raus(wert):
    return wert.startswith(("/", "~")) or ".." in wert.split("/")


def _langer_name(wort):
    return wort[2:].split("=", 1)[0]


def pruefe_kommando(kommando):
    if not isinstance(kommando, str) or not kommando.strip():
        raise KommandoAbgelehnt("Das Kommando ist leer oder kein Text.", 1)
    for zeichen in VERBOTEN:
        if zeichen in kommando:
            raise KommandoAbgelehnt(f"Das Zeichen {zeichen!r} ist nicht erlaubt.", 2)
    try:
        argv = shlex.split(kommando)
    except ValueError:
        raise KommandoAbgelehnt("Das Kommando lässt sich nicht zerlegen.", 3) from None
    if not argv or argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt("Dieses Programm ist nicht erlaubt.", 4)
    programm, rest = argv[0], argv[1:]
    if programm == "find":
        for wort in rest:
            if wort in FIND_AKTIONEN:
                raise KommandoAbgelehnt(f"find mit {wort} ist nicht erlaubt.", 5)
    if programm == "tail":
        for wort in rest:
            if wort.startswith("--"):
                name = _langer_name(wort)
                if wort.startswith("--follow") or (name and "follow".startswith(name)):
                    raise KommandoAbgelehnt("tail darf der Datei nicht folgen.", 6)
            elif wort.startswith(("-", "+")) and len(wort) > 1 and ("f" in wort or "F" in wort):
                raise KommandoAbgelehnt("tail darf der Datei nicht folgen.", 6)
    for i, wort in enumerate(rest):
        werte = [wort]
        if i > 0 and len(rest[i - 1]) == 2 and rest[i - 1][0] == "-" and rest[i - 1] != "--":
            werte = []  # Wert einer kurzen Option, kein Dateiname
        if wort.startswith("--"):
            if "=" in wort:
                werte.append(wort.split("=", 1)[1])
        elif wort.startswith("-"):
            werte.extend(wort[i:] for i in range(2, len(wort)))
        if any(_pfad_raus(w) for w in werte):
            raise KommandoAbgelehnt("Der Pfad führt aus dem Arbeitsordner hinaus.", 7)
        if programm == "find" and wort == "-files0-from":
            raise KommandoAbgelehnt("find mit -files0-from ist nicht erlaubt.", 7)
        if programm == "wc" and wort.startswith("--"):
            name = _langer_name(wort)
            if name and "files0-from".startswith(name):
                raise KommandoAbgelehnt("wc mit --files0-from ist nicht erlaubt.", 7)
    return argv
