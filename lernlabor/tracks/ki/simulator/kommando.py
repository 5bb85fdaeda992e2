"""Der Kommando-Wächter: Ein Shell-Kommando des Modells wird geprüft, bevor es laufen darf.

``pruefe_kommando`` gibt die Argumentliste für ``subprocess.run(argv, shell=False)`` zurück
oder lehnt mit ``KommandoAbgelehnt`` ab. Die sieben Regeln gelten in fester Reihenfolge.
Regel 7 sieht nur die Argumente selbst, nicht was ein Programm danach öffnet: Namen aus einer
Liste (``--files0-from``) bekäme sie nie zu sehen, darum sind solche Optionen ganz verboten.
Diese Datei ist zugleich die Musterlösung der Übung m4-05-uebung-2 (ohne die Import-Zeile der
Ausnahme, die dort aus dem Setup kommt) und der Wächter von ki_15_terminal_assistent.py.
"""

import shlex

from .ablehnung import KommandoAbgelehnt

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")
# Zeichen, mit denen eine Shell Kommandos verkettet, umleitet oder einsetzt.
VERBOTENE_ZEICHEN = {
    ";": "das Semikolon",
    "&": "das Und-Zeichen",
    "|": "der senkrechte Strich",
    "$": "das Dollarzeichen",
    "`": "der Gravis (Backtick)",
    "<": "das Kleiner-Zeichen",
    ">": "das Größer-Zeichen",
    "\n": "ein Zeilenumbruch",
    "\r": "ein Wagenrücklauf",
    # subprocess bricht bei NUL mit ValueError ab, statt das Kommando abzulehnen.
    "\x00": "das Nullzeichen",
}
# Aktionen von find, die Programme starten, löschen oder Dateien schreiben.
FIND_VERBOTEN = (
    "-exec",
    "-execdir",
    "-ok",
    "-okdir",
    "-delete",
    "-fprint",
    "-fprint0",
    "-fprintf",
    "-fls",
)
# Optionen, die Dateinamen aus einer Datei lesen. GNU wc nimmt auch Abkürzungen (--f, --files0).
NAMENSLISTE = "files0-from"


def pruefe_kommando(kommando):
    """Prüft ein Kommando nach den Regeln 1 bis 7; gibt argv zurück oder wirft KommandoAbgelehnt.

    Die Liste ist für ``shell=False`` gedacht: Ohne Shell gibt es keine Verkettung, keine
    Umleitung und kein Einsetzen. Regel 2 verbietet die Zeichen dafür trotzdem, auch in
    Anführungszeichen, denn wer sie schickt, versucht mehr als ein Lesekommando.
    """
    if not isinstance(kommando, str):
        art = type(kommando).__name__
        raise KommandoAbgelehnt(f"Das Kommando muss ein String sein, nicht {art}.", 1)
    # Regel 1: leer oder nur Leerraum
    if not kommando or kommando.isspace():
        raise KommandoAbgelehnt("Das Kommando ist leer.", 1)
    # Regel 2: Zeichen für Verkettung, Umleitung und Einsetzen, im rohen Text
    for zeichen, name in VERBOTENE_ZEICHEN.items():
        if zeichen in kommando:
            raise KommandoAbgelehnt(
                f"Im Kommando steht {name} ({zeichen!r}); das ist verboten, auch in "
                "Anführungszeichen.",
                2,
            )
    # Regel 3: in Wörter zerlegen wie eine Shell, aber ohne sie
    try:
        argv = shlex.split(kommando)
    except ValueError as fehler:
        raise KommandoAbgelehnt(
            f"Das Kommando lässt sich nicht zerlegen ({fehler}): Prüfe die Anführungszeichen.", 3
        ) from None
    # Regel 4: das erste Wort genau aus der Liste, ohne Pfad
    programm, *argumente = argv
    if programm not in ERLAUBT:
        raise KommandoAbgelehnt(
            f"Das Programm {programm!r} ist nicht erlaubt. Erlaubt sind nur: "
            f"{', '.join(ERLAUBT)} (genau so geschrieben, ohne Pfad).",
            4,
        )
    # Regel 5: find ohne Aktionen, die etwas starten, löschen oder schreiben
    if programm == "find":
        for argument in argumente:
            if argument in FIND_VERBOTEN:
                raise KommandoAbgelehnt(
                    f"find mit {argument} ist verboten: Es startet Programme, löscht oder "
                    "schreibt Dateien.",
                    5,
                )
    # Regel 6: tail, das einer Datei folgt, endet nie (elif: find und tail schließen sich aus)
    elif programm == "tail":
        for argument in argumente:
            if _folgt(argument):
                raise KommandoAbgelehnt(
                    f"tail mit {argument} ist verboten: Es wartet auf neue Zeilen und endet nie.",
                    6,
                )
    # Regel 7: kein Pfad aus dem Arbeitsordner hinaus, keine Liste mit Dateinamen
    for argument in argumente:
        if _namensliste(programm, argument):
            raise KommandoAbgelehnt(
                f"{programm} mit {argument!r} ist verboten: Die Option liest Dateinamen aus einer "
                "Datei, und die Namen darin prüft niemand.",
                7,
            )
        if _draussen(argument) or _angehaengt_draussen(argument):
            raise KommandoAbgelehnt(
                f"Das Argument {argument!r} verlässt den Arbeitsordner (absoluter Pfad, ~ "
                "oder ..): Erlaubt sind nur Pfade darin.",
                7,
            )
    return argv


def _folgt(argument):
    """Lässt das Argument tail folgen? -f, -F, --follow…, auch in Abkürzungen und Bündeln.

    GNU tail nimmt ``--fo`` als ``--follow`` und ``-fn5`` als ``-f -n 5``; beides zählt mit.
    """
    if argument.startswith("--"):
        name = argument[2:].partition("=")[0]
        return argument.startswith("--follow") or (name != "" and "follow".startswith(name))
    return argument.startswith(("-", "+")) and ("f" in argument or "F" in argument)


def _namensliste(programm, argument):
    """Liest die Option Dateinamen aus einer Datei? find -files0-from, wc --files0-from.

    Bei wc zählt auch jede Abkürzung (``--f``, ``--files0=…``), denn GNU wc nimmt sie an.
    """
    name = argument[2:].partition("=")[0]
    lang = argument.startswith("--") and name != "" and NAMENSLISTE.startswith(name)
    return (programm == "find" and argument == "-" + NAMENSLISTE) or (programm == "wc" and lang)


def _draussen(wert):
    """Beginnt ``wert`` mit / oder ~, oder ist einer seiner Pfadteile (zerlegt an /) ``..``?

    Das gilt für jedes Wort, auch für eines mit ``+`` vorn: ``+/../x`` verlässt den Ordner."""
    return wert.startswith(("/", "~")) or ".." in wert.split("/")


def _angehaengt_draussen(argument):
    """Zeigt ein Wert hinaus, der an einer Option hängt (--x=/a, -f/a, -rf/a)?

    Bei ``--`` ist der Wert alles nach dem ersten ``=``. Bei einem ``-`` ist jeder Rest ab dem
    dritten Zeichen ein möglicher Wert, denn kurze Optionen lassen sich bündeln. Jeden Rest
    einzeln zu bauen kostete bei langen Argumenten quadratisch viel Speicher; es genügt ein
    Blick auf den Rest ab dem dritten Zeichen: Ein Rest beginnt dort mit / oder ~, wo eines
    davon steht, und ohne / ist ein Rest nur dann der Pfadteil ``..``, wenn er am Ende steht.
    """
    if argument.startswith("--"):
        return _draussen(argument.partition("=")[2])
    return argument.startswith("-") and (
        "/" in argument[2:] or "~" in argument[2:] or argument[2:].endswith("..")
    )
