import shlex

ERLAUBT = {"ls", "cat", "grep", "find", "wc", "head", "tail"}
FIND_AKTIONEN = {"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"}


class Verboten(KommandoAbgelehnt):
    """Eine eigene Unterklasse: Wer KommandoAbgelehnt abfängt, fängt auch sie."""

    def __init__(self, regel, grund):
        super().__init__(f"Regel {regel}: {grund}", regel=regel)


def name_von(argument):
    return argument[2:].split("=", 1)[0]


def angehaengt(argument):
    if argument.startswith("--"):
        return [argument.partition("=")[2]] if "=" in argument else []
    if argument.startswith("-"):
        return [argument[i:] for i in range(2, len(argument))]
    return []


def draussen(wert):
    return wert[:1] in ("/", "~") or ".." in wert.split("/")


def pruefe_kommando(kommando):
    if type(kommando) is not str or kommando.strip() == "":
        raise Verboten(1, "Ich brauche ein Kommando als Text.")
    for zeichen in ";&|$`<>\n\r\x00":
        if zeichen in kommando:
            raise Verboten(2, f"Das Zeichen {zeichen!r} lässt eine Shell mehr tun als lesen.")
    try:
        programm, *rest = shlex.split(kommando)
    except ValueError:
        raise Verboten(3, "Ein Anführungszeichen ist nicht geschlossen.") from None
    if programm not in ERLAUBT:
        raise Verboten(4, f"{programm} steht nicht auf der Liste.")
    if programm == "find" and FIND_AKTIONEN.intersection(rest):
        raise Verboten(5, "find darf nichts starten, löschen oder schreiben.")
    if programm == "tail":
        for argument in rest:
            if argument.startswith("--"):
                lang = argument.startswith("--follow") or "follow".startswith(name_von(argument) or "?")
                if lang:
                    raise Verboten(6, f"{argument} folgt der Datei.")
            elif argument[:1] in "-+" and len(argument) > 1 and ("f" in argument or "F" in argument):
                raise Verboten(6, f"{argument} folgt der Datei.")
    for argument in rest:
        if programm == "find" and argument == "-files0-from":
            raise Verboten(7, "find liest hier Dateinamen aus einer Datei.")
        if programm == "wc" and argument.startswith("--") and name_von(argument) and "files0-from".startswith(name_von(argument)):
            raise Verboten(7, "wc liest hier Dateinamen aus einer Datei.")
        if any(draussen(w) for w in [argument, *angehaengt(argument)]):
            raise Verboten(7, f"{argument} zeigt aus dem Arbeitsordner hinaus.")
    return [programm, *rest]
