import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
VERBOTEN = (";", "&", "|", "$", "`", "<", ">", "\n", "\r")
FIND_VERBOTEN = ("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls")


def pruefe_kommando(kommando):
    for zeichen in VERBOTEN:
        if zeichen in kommando:
            return False  # abgelehnt, aber nur als Wert
    try:
        argv = shlex.split(kommando)
    except ValueError as fehler:
        raise KommandoAbgelehnt(f"Das Kommando lässt sich nicht zerlegen: {fehler}") from None
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt(f"{argv[0]!r} ist nicht erlaubt.")
    if argv[0] == "find":
        for argument in argv[1:]:
            if argument in FIND_VERBOTEN:
                raise KommandoAbgelehnt(f"find mit {argument} ist verboten.")
    if argv[0] == "tail":
        for argument in argv[1:]:
            if argument in ("-f", "-F") or argument.startswith("--follow"):
                raise KommandoAbgelehnt(f"tail mit {argument} endet nie.")
    for argument in argv[1:]:
        if argument.startswith(("/", "~")) or ".." in argument.split("/"):
            raise KommandoAbgelehnt(f"{argument!r} verlässt den Arbeitsordner.")
    return argv
