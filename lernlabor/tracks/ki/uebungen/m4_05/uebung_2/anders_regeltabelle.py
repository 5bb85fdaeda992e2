import shlex


def leer(kommando, argv):
    if not isinstance(kommando, str):
        return f"Das Kommando ist kein Text, sondern {type(kommando).__name__}."
    if not kommando.strip():
        return "Das Kommando ist leer."


def sonderzeichen(kommando, argv):
    treffer = [z for z in ";&|$`<>\n\r\x00" if z in kommando]
    if treffer:
        return f"Verbotene Zeichen im Kommando: {treffer}"


def programm(kommando, argv):
    if argv[0] not in {"ls", "cat", "grep", "find", "wc", "head", "tail"}:
        return f"Das Programm {argv[0]!r} steht nicht auf der Liste."


def find_aktionen(kommando, argv):
    gefaehrlich = {"-exec", "-execdir", "-ok", "-okdir", "-delete",
                   "-fprint", "-fprint0", "-fprintf", "-fls"}
    if argv[0] == "find" and gefaehrlich & set(argv[1:]):
        return f"find darf nicht {sorted(gefaehrlich & set(argv[1:]))} benutzen."


def tail_folgt(kommando, argv):
    if argv[0] == "tail" and any(folgt(a) for a in argv[1:]):
        return "tail würde der Datei folgen und nie enden."


def folgt(a):
    if a[:2] == "--":
        lang = a[2:].split("=")[0]
        return a[:8] == "--follow" or (len(lang) > 0 and "follow"[: len(lang)] == lang)
    return len(a) > 1 and a[0] in "-+" and ("f" in a or "F" in a)


def angehaengt(argument):
    if argument[:2] == "--":
        return argument.split("=", 1)[1:]
    if argument[:1] == "-":
        return [argument[i:] for i in range(2, len(argument))]
    return []


def namensliste(kommando, argv):
    for argument in argv[1:]:
        lang = argument[2:].split("=")[0] if argument[:2] == "--" else None
        if argv[0] == "find" and argument == "-files0-from":
            return "find -files0-from liest Dateinamen aus einer Datei."
        if argv[0] == "wc" and lang and "files0-from"[: len(lang)] == lang:
            return f"wc {argument} liest Dateinamen aus einer Datei."


def pfade(kommando, argv):
    for argument in argv[1:]:
        if any(w[:1] in ("/", "~") or ".." in w.split("/") for w in [argument, *angehaengt(argument)]):
            return f"Der Pfad {argument!r} zeigt aus dem Arbeitsordner hinaus."


VOR_DEM_ZERLEGEN = ((1, leer), (2, sonderzeichen))
NACH_DEM_ZERLEGEN = ((4, programm), (5, find_aktionen), (6, tail_folgt), (7, namensliste), (7, pfade))


def pruefe_kommando(kommando):
    for nummer, regel in VOR_DEM_ZERLEGEN:
        grund = regel(kommando, None)
        if grund:
            raise KommandoAbgelehnt(grund, nummer)
    try:
        argv = shlex.split(kommando)
    except ValueError as fehler:
        raise KommandoAbgelehnt(f"Anführungszeichen passen nicht zusammen ({fehler}).", 3) from fehler
    for nummer, regel in NACH_DEM_ZERLEGEN:
        grund = regel(kommando, argv)
        if grund:
            raise KommandoAbgelehnt(grund, nummer)
    return argv
