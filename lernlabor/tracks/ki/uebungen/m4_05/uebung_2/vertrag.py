"""Der Vertrag von Übung 2: der Kommando-Wächter ``pruefe_kommando``. Verglichen wird das
Urteil: die Argumentliste oder die Ablehnung mit ihrer Nummer; vom Grund nur, dass er etwas sagt.
"""

import copy
import shlex
import unicodedata

from lernlabor.pruefen.bereiche import Text, bereich
from lernlabor.pruefen.pruefhilfen import Platzhalter
from lernlabor.pruefen.vertrag import (
    EREIGNISSE,
    RUECKGABE,
    ZWEITER,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)
from lernlabor.tracks.ki.simulator.ablehnung import KommandoAbgelehnt
from lernlabor.tracks.ki.simulator.kommando import FIND_VERBOTEN
from lernlabor.tracks.ki.simulator.kommando import pruefe_kommando as waechter

DURCH = 8  # die Regel für Kommandos, die keine der Regeln 1 bis 7 verletzen

# Programme außerhalb der Liste von Regel 4, gefährliche und harmlose; jedes wird ein Fall.
PROGRAMME = (
    "echo rm sh bash zsh python python3 perl sed awk env xargs sudo su curl wget nc mv cp tee "
    "dd chmod chown kill touch mkdir rmdir ln tar ssh scp git less more sort uniq cut tr diff "
    "printf stat file du df which whoami id date sleep true false test exec eval source time "
    "nohup timeout watch node ruby php make pip npm"
).split()


class Ablehnung(Platzhalter):
    """Wie die Meldung sie zeigt: ``KommandoAbgelehnt("…", 5)``; dazu ``grund`` und ``regel``."""


# So oft fragt ein Aufrufer nach einer Ablehnung noch einmal mit demselben Kommando (ein Modell,
# das es einfach wieder versucht): Das Urteil hängt nicht davon ab, wie oft es schon kam. Die
# Kommandos in OFT kommen öfter (Runde 38: ein Zähler, der erst beim 6. Versuch sperrt, kam
# durch); 25 Versuche bei jedem kosteten jede Prüfung das Dreifache (215 → 680 ms). Ein Kommando
# über ``LANG`` Zeichen kommt nur einmal: Jeder Versuch zerlegt es neu und läuft über Tausende
# Wörter (die Suche nimmt keinen Fall, der die Musterlösung mehr als 20 000 Zeilen kostet).
VERSUCHE, OFT_VERSUCHE = 5, 25
OFT = frozenset(("LANG=C ls", "ls=1 ls", "cat ---x=/etc/passwd"))
LANG = 1000

# Das Ereignis, wenn der Code die Eingabe selbst ändert (eine Liste leert): Regel 1.
EINGABE = "die Eingabe nach dem Aufruf"


def eingabe_geaendert(werte, vorher, notiere):
    """Notiert die Eingabe, wenn der Aufruf sie geändert hat (nur eine veränderliche kann es)."""
    if type(werte[0]) is not type(vorher) or werte[0] != vorher:
        notiere(EINGABE, werte[0])


def als_ablehnung(fehler):
    """Die Ablehnung als Vergleichswert, wie die Meldung sie zeigt."""
    grund = fehler.args[0] if fehler.args else ""
    nummer = getattr(fehler, "regel", None)
    zeige = '"…"' if isinstance(grund, str) and any(z.isalnum() for z in grund) else repr(grund)
    ablehnung = Ablehnung(f"KommandoAbgelehnt({zeige}, {nummer!r})")
    ablehnung.grund, ablehnung.regel = grund, nummer
    return ablehnung


def urteil(funktion, werte, notiere):
    """Eine Ablehnung wird zum Vergleichswert, jede andere Ausnahme geht weiter. Nach einer
    Ablehnung fragt der Aufrufer noch einmal, bis zum fünften Versuch, bei ``OFT`` öfter (das
    Urteil hängt nicht vom Verlauf ab). Nach einer Liste ändert er sie und fragt noch einmal
    (Regel 8: jedes Mal eine neue Liste, die der nächste Aufruf nicht mehr anfasst). Die
    Eingabe selbst bleibt, wie sie ankam (Regel 1: eine Liste leert niemand)."""
    vorher = copy.deepcopy(werte[0])
    try:
        argv = funktion(*werte)
    except KommandoAbgelehnt as fehler:
        eingabe_geaendert(werte, vorher, notiere)
        ablehnung = als_ablehnung(fehler)
        kommando = werte[0] if isinstance(werte[0], str) else ""
        versuche = 1 if len(kommando) > LANG else OFT_VERSUCHE if kommando in OFT else VERSUCHE
        for versuch in range(2, versuche + 1):
            try:
                wieder = funktion(*werte)
            except KommandoAbgelehnt as neu:
                wieder = als_ablehnung(neu)
                if wieder == ablehnung:
                    continue
            notiere(f"statt der Ablehnung beim {versuch}. Versuch mit demselben Kommando", wieder)
            break
        return ablehnung
    eingabe_geaendert(werte, vorher, notiere)
    if isinstance(argv, list):
        vorher = list(argv)
        argv.append("(vom Aufrufer angehängt)")
        gehalten = list(argv)
        zweite = funktion(*werte)
        if zweite != vorher:
            notiere("zweiter Aufruf, nachdem der Aufrufer die erste Liste geändert hat", zweite)
        elif zweite is argv:
            notiere("zweiter Aufruf gibt dasselbe Listenobjekt zurück wie der erste", zweite)
        elif argv != gehalten:
            notiere("die Liste des ersten Aufrufs, geändert vom zweiten", argv)
        argv[:] = vorher
    return argv


def regel_von(kommando):
    """Die Regel, nach der die Musterlösung urteilt (8: durchgelassen)."""
    try:
        waechter(kommando)
    except KommandoAbgelehnt as fehler:
        return fehler.regel
    return DURCH


def regelwahl(argumente, soll, ist, frisch=False):
    """Die Regel einer Abweichung nach dem, was der Wächter tat: Eine Ablehnung in falscher Form
    ist Regel 9 (ohne Nummer zählt die Rückgabe, siehe falsch_ohne_regelnummer.py); wer zu früh
    ablehnt, prüft die Regel seiner Nummer zu weit. Besteht der Code den Fall frisch geladen
    (``frisch``), merkt er sich etwas über die Fälle davor: Regel 9 (Runde 38: eine Notbremse
    nach vielen Ablehnungen hieß sonst „Regel 1 lehnt mehr ab, als sie verbietet“)."""
    if frisch:  # was er sich merkt, sagt die Meldung davor schon
        return 9, ""
    richtig = getattr(soll.wert, "regel", DURCH)
    arten = " ".join(str(ereignis[0]) for ereignis in getattr(ist, "ereignisse", ()))
    if EINGABE in arten:  # nur eine Eingabe, die kein String ist, lässt sich ändern: Regel 1
        return 1, (
            "Du änderst die Eingabe selbst (etwa mit `kommando.clear()`), bevor du urteilst: "
            "Der Aufrufer hält sie noch in der Hand und findet sie danach verändert. Lehne ab, "
            "ohne `kommando` anzufassen; die Eingabe bleibt, wie sie ankam (Regel 1)."
        )
    if "Versuch" in arten:  # Regel 9, auch wenn das Kommando eine frühere Regel verletzt
        return 9, (
            "Beim ersten Mal lehnst du richtig ab, bei einem späteren Versuch mit demselben "
            "Kommando urteilst du anders: Merkst du dir etwas zwischen den Aufrufen (einen "
            "Zähler, eine Liste schon gesehener Programme)? Dein Urteil hängt nur vom Kommando "
            "ab (Regel 9), ein Modell, das es einfach wieder versucht, kommt sonst durch."
        )
    if "Listenobjekt" in arten or "geändert vom zweiten" in arten:
        return DURCH, (
            "Dein zweiter Aufruf gibt dieselbe Liste zurück wie der erste oder ändert sie. "
            "Baue bei jedem Aufruf eine neue Liste."
        )
    if ist.art == "ausnahme" and type(ist.ausnahme).__name__ == KommandoAbgelehnt.__name__:
        return 9, (
            "Deine Ausnahme heißt nur so wie `KommandoAbgelehnt` aus dem Setup, die Klasse ist "
            "eine andere: Wirf die vorhandene, statt sie neu zu definieren."
        )
    if ist.art == "wert" and isinstance(ist.wert, BaseException) and richtig != DURCH:
        return 9, (
            f"Du gibst die Ausnahme `{type(ist.wert).__name__}` mit `return` zurück, statt sie "
            "zu werfen: Wer den Wächter benutzt, bekommt sie als Ergebnis und führt das "
            'Kommando aus. Schreib `raise KommandoAbgelehnt("Das Kommando ist leer.", 1)`.'
        )
    if ist.art == "wert" and (ist.wert is None or ist.wert is False) and richtig != DURCH:
        return 9, (
            f"Du gibst `{ist.wert!r}` zurück, statt abzulehnen: Wer den Wächter benutzt, "
            "prüft das Ergebnis nicht und führt das Kommando aus. Eine Ablehnung ist immer "
            '`raise KommandoAbgelehnt(grund, nummer)`, etwa `raise KommandoAbgelehnt("Das '
            'Kommando ist leer.", 1)`.'
        )
    if ist.art == "ausnahme" and abgelehnt_anders(ist.ausnahme) and richtig not in (3, 8):
        return 9, (
            f"Du wirfst `{type(ist.ausnahme).__name__}`, statt abzulehnen. Wer den Wächter "
            "benutzt, fängt genau `KommandoAbgelehnt`: "
            '`raise KommandoAbgelehnt("Das Kommando ist leer.", 1)`.'
        )
    grund, nummer = getattr(ist.wert, "grund", ""), getattr(ist.wert, "regel", None)
    passt = type(nummer) is int and 1 <= nummer <= 7  # ``None`` auch bei Listen und Ausnahmen
    if richtig == DURCH and type(nummer) is int and not passt:
        return DURCH, (
            f"Dieses Kommando verletzt keine der Regeln 1 bis 7, du lehnst es aber ab, mit der "
            f"Nummer {nummer}: Deine Prüfung lehnt mehr ab, als die Regeln verbieten. Nach "
            "einer anderen Regel als 1 bis 7 lehnst du nie ab."
        )
    if nummer is not None and not (passt and isinstance(grund, str)):
        if isinstance(grund, str) and isinstance(nummer, int) and type(nummer) is not int:
            fehler = (
                f"Als Nummer kommt {nummer!r} an, kein `int`, sondern `{type(nummer).__name__}`."
            )
        elif isinstance(grund, str):
            fehler = f"Als Nummer der Regel kommt {nummer!r} an, keine ganze Zahl von 1 bis 7."
        elif isinstance(nummer, str):
            fehler = f"Als Grund kommt {grund!r} an, als Nummer {nummer!r}: Hast du die beiden "
            fehler += "vertauscht?"
        else:
            fehler = f"Als Grund kommt {grund!r} an (Typ `{type(grund).__name__}`), kein String."
            if isinstance(grund, BaseException):
                fehler += (
                    " Gib statt der Ausnahme ihren Text weiter: `str(fehler)` oder ein f-String."
                )
        return 9, (
            f"Deine Ablehnung hat die falsche Form. {fehler} Zuerst kommt der Grund als String, "
            'dann die Nummer als `int`: `raise KommandoAbgelehnt("Das Kommando ist leer.", 1)`.'
        )
    if passt and not any(z.isalnum() for z in grund):
        return 9, (
            f"Dein Grund ist {grund!r}, ohne einen Buchstaben oder eine Ziffer: Er sagt dem "
            "Modell nicht, warum es nicht weitergeht. Schreib einen Satz, der sagt, was "
            "verboten ist."
        )
    kommando = argumente["kommando"]
    vorher = geaendert(kommando, soll.wert, ist.wert) if richtig > 2 else []
    anders = zerlegt(kommando, ist.wert) if richtig > 2 else []
    danach = nachbearbeitet(kommando, ist.wert) if richtig == DURCH and not vorher else None
    if danach:  # Wörter erst nach dem Zerlegen geändert: Regel 8 sagt es so
        return DURCH, (
            f"Deine Liste hat die Wörter von `shlex.split(kommando)`, aber {danach}: Gib genau "
            "diese Wörter zurück, unverändert und vollständig, auch leere."
        )
    if vorher or anders:  # die Regeln 1 und 2 gelten dem Text vor jeder Änderung
        # Dieselbe Liste kann aus mehreren Irrtümern kommen: Die Meldung nennt jeden.
        wege = [f"`shlex.split({v})`" for v in vorher] + [f"`{z}`" for z in anders]
        fragen = ["änderst du den Text, bevor du ihn zerlegst"] * bool(vorher)
        fragen += ["zerlegst du mit etwas anderem als `shlex.split`"] * bool(anders)
        return 3, (
            f"Deine Liste gleicht der von {' oder '.join(wege)}, nicht der von "
            f"`shlex.split(kommando)`: {gross_anfang(' oder '.join(fragen))}? Zerlege den Text, "
            "wie er ankommt, mit `shlex.split(kommando)` und prüfe genau diese Wörter."
        )
    if richtig == 3 and ist.art == "wert" and (nummer is None or passt and nummer > 3):
        try:
            shlex.split(kommando)
        except ValueError as fehler:
            return 3, (
                f"`shlex.split(kommando)` kann diesen Text nicht zerlegen, es wirft `ValueError: "
                f"{fehler}`, aber du lehnst nicht nach Regel 3 ab: Zerlegst du mit etwas anderem "
                "(etwa `kommando.split()` oder `posix=False`), das hier nicht scheitert? Zerlege "
                "mit `shlex.split(kommando)` und lehne ab, wenn es einen `ValueError` wirft."
            )
    if nummer == 4 and richtig > 4 and kommando.split()[0] != shlex.split(kommando)[0]:
        return 3, (
            f"Aus `{kommando.split()[0]}` macht `shlex.split(kommando)` das erlaubte Wort "
            f"`{shlex.split(kommando)[0]}`: Zerlegst du anders, etwa mit `posix=False`?"
        )
    genannt = regel_8_nennt(kommando) if richtig == DURCH else None
    if passt and genannt:  # Regel 8 nennt, was hier abgelehnt wird: ihr Text gilt
        return DURCH, (
            f"Dieses Kommando verletzt keine der Regeln 1 bis 7, du lehnst es aber mit der "
            f"Nummer {nummer} ab: Deine Prüfung von Regel {nummer} lehnt mehr ab, als die Regel "
            f"verbietet. Regel 8 nennt es ausdrücklich: Lehne nichts ab, was keine Regel "
            f"verbietet, auch {genannt}."
        )
    if passt and nummer == 2 and richtig == DURCH:
        return 2, (
            "Dieses Kommando verletzt Regel 2 nicht und auch keine andere: Deine Prüfung von "
            "Regel 2 lehnt mehr ab, als die Regel verbietet. Regel 2 nennt ihre Zeichen "
            "vollständig, jedes andere geht durch: auch `!`, `^`, `@`, ein Steuerzeichen wie ESC "
            "und die Doppelgänger in voller Breite (`；` ist nicht `;`). Suche genau die Zeichen "
            "der Regel."
        )
    # Ein Text, den nur Regel 3 ablehnt, mit der Nummer 2: Die Nummer ist falsch, nicht Regel 2.
    if passt and nummer == 2 and richtig == 3 and not any(z in kommando for z in ZEICHEN_2):
        try:
            shlex.split(kommando)
        except ValueError as fehler:
            return 3, (
                "In diesem Kommando steht keines der Zeichen von Regel 2, du lehnst es aber mit "
                f"der Nummer 2 ab. Es verletzt erst Regel 3: `shlex.split(kommando)` wirft hier "
                f"`ValueError: {fehler}`. Steht bei deiner Ablehnung nach Regel 3 die Nummer 2 "
                "statt 3? Sonst prüfst du bei Regel 2 mehr Zeichen, als sie nennt."
            )
    if passt and nummer < richtig:
        return nummer, (
            f"Dieses Kommando verletzt Regel {nummer} nicht"
            + (f", erst Regel {richtig}" if richtig < DURCH else " und auch keine andere")
            + ": Deine Prüfung dieser Regel lehnt mehr ab, als die Regel verbietet."
            + FAENGT.format(richtig) * (nummer == 3)
            + NUMMER.format(nummer, richtig) * (nummer != 3 and richtig < DURCH)
        )
    if richtig == 6 and nummer == 7:
        return 6, (
            "Dieses `tail`-Kommando verletzt Regel 6 vor Regel 7: Ein Wort darin lässt `tail` "
            "folgen. Übersiehst du es an dieser Stelle?" + ORDNUNG.format(6)
        )
    if richtig == 5 and nummer != 5:
        woerter = shlex.split(kommando)
        stelle = next(i for i, w in enumerate(woerter) if w in FIND_VERBOTEN)
        aktion = woerter[stelle]
        # Runde 38: Wo die Aktion steht, sagt, welche Stelle die Prüfung auslässt.
        if "--" in woerter[:stelle]:
            wo = " Sie steht nach `--`: Hörst du dort auf? Regel 5 gilt auch danach."
        elif stelle > 100:
            wo = f" Sie ist das {stelle + 1}. Wort: Prüfst du nur die ersten Wörter?"
        else:
            wo = ""
        return 5, (
            f"Hier steht `{aktion}`, eine der Aktionen aus Regel 5: Fehlt sie in deiner Liste, "
            "oder prüfst du diese Stelle nicht?" + wo + ORDNUNG.format(5) * (nummer == 7)
        )
    return None


def gross_anfang(satz):
    """Der Satz mit großem Anfang; der Rest bleibt, wie er ist (anders als ``capitalize``)."""
    return satz[:1].upper() + satz[1:]


# Nach Regel 3 lehnt ab, wer den ``try`` um alle Prüfungen legt: Er fängt auch die eigene
# Ablehnung, denn ``KommandoAbgelehnt`` erbt von ``ValueError``.
# Dieselbe Nummer gibt aber auch, wer bei der späteren Regel die Nummer falsch schreibt: Die
# Meldung fragt nach beidem.
FAENGT = (
    " Oder steht bei deiner Ablehnung nach Regel {0} die Nummer 3 statt {0}? Oder fängt ein "
    "`except ValueError` auch deine eigene Ablehnung (`KommandoAbgelehnt` ist ein `ValueError`)? "
    "Dann setze das `try` nur um `shlex.split(kommando)`."
)


# Wer bei einer späteren Regel die Nummer falsch schreibt, sieht sonst nur „lehnt mehr ab“.
NUMMER = " Oder steht bei deiner Ablehnung nach Regel {1} die Nummer {0} statt {1}?"


def regel_8_nennt(kommando):
    """Was Regel 8 ausdrücklich durchlässt und in diesem Kommando steht (sonst ``None``): eine
    versteckte Datei, ein langes Kommando. Weitere Zeichen nennt Regel 2: Wer sie mit der Nummer
    2 ablehnt, hört es von Regel 2, ob `!` oder `；` (Runde 22: `!` hieß Regel 8, `；` Regel 2)."""
    if not isinstance(kommando, str):
        return None
    if len(kommando) > 200:
        return f"kein langes Kommando ({len(kommando)} Zeichen)"
    try:
        woerter = shlex.split(kommando)
    except ValueError:
        return None
    for wort in woerter[1:]:
        if any(t[:1] == "." and t != "." and t[:2] != ".." for t in wort.split("/")):
            return f"keine versteckte Datei wie `{wort}`"
    return None


# Eine Ausnahme, mit der jemand ablehnen wollte: ``ValueError`` (wie ``KommandoAbgelehnt``), eine
# für verbotene Zugriffe (``PermissionError``, ``OSError``) oder eine mit Grund und Nummer wie
# die verlangte. Ein ``TypeError`` oder ``IndexError`` dagegen ist ein Absturz der Prüfung.
def abgelehnt_anders(ausnahme):
    args = ausnahme.args
    form = len(args) == 2 and isinstance(args[0], str) and isinstance(args[1], int)
    return isinstance(ausnahme, (ValueError, OSError, RuntimeError)) or form


# Was man dem Text gern antut, bevor man ihn zerlegt (Regel 3), so, wie die Meldung es zeigt.
AENDERUNGEN = {
    "kommando.lstrip()": str.lstrip,
    "kommando.rstrip()": str.rstrip,
    "kommando.strip()": str.strip,
    'kommando.replace("\\t", " ")': lambda t: t.replace("\t", " "),
    'kommando.replace("\\\\", "\\\\\\\\")': lambda t: t.replace("\\", "\\\\"),
    "kommando.replace('\"\"', '')": lambda t: t.replace('""', ""),
    "kommando.replace(\"''\", '')": lambda t: t.replace("''", ""),
    'kommando.replace("\\ufeff", "")': lambda t: t.replace("\ufeff", ""),
    'kommando.replace("\\u200b", "")': lambda t: t.replace("\u200b", ""),
    'unicodedata.normalize("NFC", kommando)': lambda t: unicodedata.normalize("NFC", t),
    'unicodedata.normalize("NFKC", kommando)': lambda t: unicodedata.normalize("NFKC", t),
}


def geaendert(kommando, soll, wert):
    """Die Änderungen des Textes, deren Wörter der Code statt der richtigen liefert. Nur eine
    Liste zeigt das sicher: Eine Ablehnung kann auch von Wörtern kommen, die er erst danach
    ändert."""
    falsch = isinstance(kommando, str) and type(wert) is list and wert != soll
    gefunden = []
    for zeigen, aendere in AENDERUNGEN.items() if falsch else ():
        anders = aendere(kommando)
        try:
            if anders != kommando and shlex.split(anders) == wert:
                gefunden.append(zeigen)
        except ValueError:
            continue
    return gefunden


# Was Code nach dem Zerlegen mit den Wörtern tut (Regel 8), so, wie die Meldung es sagt.
NACHHER = {
    "jedes durch `shlex.quote(wort)` geändert": lambda w: [shlex.quote(x) for x in w],
    "jedes mit `.strip()` gesäubert": lambda w: [x.strip() for x in w],
    "jedes kleingeschrieben": lambda w: [x.lower() for x in w],
}


def nachbearbeitet(kommando, wert):
    """Wie der Code die Wörter von ``shlex.split`` nach dem Zerlegen geändert hat, oder ``None``."""
    try:
        woerter = shlex.split(kommando) if isinstance(kommando, str) else None
    except ValueError:
        return None
    if woerter is None or type(wert) is not list or wert == woerter:
        return None
    return next((zeigen for zeigen, tu in NACHHER.items() if tu(woerter) == wert), None)


# Andere Zerleger (Regel 3), so, wie die Meldung sie zeigt: Sie trennen anders oder lassen
# Anführungszeichen im Wort.
ZERLEGER = {
    "kommando.split()": str.split,
    "shlex.split(kommando, posix=False)": lambda t: shlex.split(t, posix=False),
    # `#` beginnt dann einen Kommentar, wie bei shlex.shlex (Runde 27: sonst nur das genannt)
    "shlex.split(kommando, comments=True)": lambda t: shlex.split(t, comments=True),
    "shlex.shlex(kommando)": lambda t: list(shlex.shlex(t)),
    "shlex.shlex(kommando, posix=True)": lambda t: list(shlex.shlex(t, posix=True)),
}


def zerlegt(kommando, wert):
    """Die anderen Zerleger, deren Wörter der Code statt der von ``shlex.split`` liefert."""
    try:
        if not isinstance(kommando, str) or type(wert) is not list or wert == shlex.split(kommando):
            return []
    except ValueError:
        return []
    gefunden = []
    for zeigen, zerlege in ZERLEGER.items():
        try:
            if zerlege(kommando) == wert:
                gefunden.append(zeigen)
        except ValueError:
            continue
    return gefunden


# Wer Regel 5 oder 6 mit Regel 7 in einer Schleife prüft, lehnt beim ersten verdächtigen Wort ab;
# bei find sieht das aus wie eine fehlende Aktion, darum nennt die Meldung beides.
ORDNUNG = (
    " Oder prüfst du Regel {0} und 7 in einer Schleife über die Wörter? Dann entscheidet das "
    "Wort, das zuerst steht, nicht die erste Regel (Regel 9): Prüfe erst alle Wörter nach "
    "Regel {0}, dann alle nach Regel 7."
)

# Die Kommandos der Aufgabe, die lesbarsten zuerst; jedes wird ein gespeicherter Fall. Wo ein
# einziges Wort den Unterschied macht, steht es in einer Liste hinter seinem Programm.
# Die Zeichen von Regel 2.
ZEICHEN_2 = ";&|$<>`\n\r\x00"

# Wie weit hinten eine Regel noch gilt: nach 20, 200 und 1000 Zeichen. Wer nur den Anfang des
# Texts prüft (`kommando[:200]`), fällt an den Fällen mit diesen Längen auf.
WEITEN = (20, 200, 1000)


def weit_hinten(vorn, hinten, weite):
    """``vorn``, dann harmlose Wörter, bis der Text länger als ``weite`` ist, dann ``hinten``."""
    text = vorn
    while len(text) <= weite:
        text += " notizen.txt"
    return text + hinten


LANG_HINTEN = (("find .", " -delete"), ("tail", " -f"), ("cat", " /etc/passwd"))

# Runde 38: Stücke, deren Wiederholung (rund 50 000 Zeichen) nur im letzten Wort eine Regel
# verletzt: Das Programm des nächsten Stücks hängt am letzten Wort des vorigen (`..cat`), nur das
# letzte Wort des Texts steht allein. Lange Füllwörter halten die Zahl der Wörter klein: Die
# Suche nimmt keinen Fall, der die Musterlösung mehr als 20 000 Zeilen kostet (Regel 7 etwa 9
# Zeilen je Wort, Regel 6 etwa 5, Regel 5 etwa 2).
LANG_STUECKE = (
    "find -delete",  # Regel 5, 4168 Wörter
    "tail " + "n" * 30 + " --fo",  # Regel 6, 2501 Wörter
    "cat " + "a" * 29 + "/..",  # Regel 7, 1390 Wörter
    "cat -" + "n" * 30 + "..",  # … als angehängter Wert
    "cat --x=" + "a" * 26 + "/..",
    "wc " + "a" * 47 + " --files0-from",  # … Namenslisten (höchstens 64 Zeichen je Stück)
)

# Jedes Zeichen, für das `str.isspace()` gilt (Regel 1). Das letzte ist U+3000: Bis dahin zu
# suchen statt über alle 1,1 Millionen kostete jedes Laden der Übung 50 ms statt 1 ms (ein Test
# sucht weiter über alle).
LEERRAUM = tuple(z for z in map(chr, range(0x3001)) if z.isspace())

RAENDER = (
    # durchgelassen (Regel 8)
    *("ls", "ls -la", "cat notizen.txt", "  wc -l notizen.txt  ", "cat 'mit leerzeichen.txt'"),
    *('grep -n "Agent" notizen.txt', 'find . -name "*.md"', "head -n 3 notizen.txt"),
    # Anführungszeichen, die nach dem Zerlegen im Wort stehen: Sie bleiben (Regel 8).
    *("cat 'a\"b.txt'", 'grep "it\'s" notizen.txt'),
    *("tail -n 5 protokoll.txt", "ls ./berichte/2026", "grep -- -exec notizen.txt"),
    *("wc -l --lines notizen.txt", "head -f x", "find . -executable", "find . -DELETE"),
    *("find --files0-from=x", "cat a#b c", "ls # x", "grep -F TODO notizen.txt", "cat +/x"),
    "find -files0-from=x",
    # Ein Dateiname mit `-` und `f` in der Mitte ist keine Option: Nur der Anfang zählt.
    *("tail notiz--final.txt", "tail a--f", "tail x-f", 'tail "-n 5" x'),
    # Ein Wort, das mit einer Aktion von Regel 5 beginnt, ist keine: Nur genau das Wort zählt.
    *("find . -delete=x", "find -exec=1", "find . -fls=a"),
    # Zeichen, die nur so aussehen wie andere: geprüft und geliefert wird, was ankommt.
    *("cat \ufb01le.txt", "tail -\ufb01 x", "tail +\ufb00 x"),
    # … auch solche, die NFC ersetzt: `\u1fef` durch den Gravis, `\u037e` durch `;`.
    *("cat \u1fefwhoami\u1fef", "cat a\u037eb", "cat e\u0301", "ls \u212b", "grep \u2126 x"),
    # Zeichen ohne Breite gehören zum Wort: Es ist keine Aktion und kein Pfad.
    *("find . -de\u200blete", "cat \u200b/etc", "find . -\ufeffexec", "ls \u200d.."),
    # … auch die Zeichen von Regel 2 in voller Breite: Sie trennen keine Kommandos.
    *("cat \uff1b", "cat \uff5cx", "grep \uff04HOME x", "ls \uff1c", "ls \uff1e", "cat \uff06"),
    # Steuerzeichen außerhalb der Liste von Regel 2 deutet ohne Shell niemand: Sie gehen durch.
    *("cat \x1b[8mx", "grep \x7f x"),
    # Was keine Regel verbietet, geht durch: andere Satzzeichen, versteckte Dateien, Optionen
    # von find, die nur so ähnlich heißen wie eine Aktion, ein langes Kommando.
    *("grep ^Umsatz bericht.txt", 'grep "[0-9]" bericht.txt', 'find . -name "?.txt"'),
    *("grep ! notizen.txt", "grep Montag: notizen.txt", "grep 12% bericht.txt", "grep @ k.csv"),
    *("grep Müller,Kassel kunden.csv", "cat .env", "ls .git", "cat notizen/.hidden"),
    *("find . -name delete", "find . -name exec", "find . --delete", "find . -name a -o -name b"),
    *(f"find . {w}" for w in "-d -e -fl -fprintx -fprint00 --files0-from".split()),
    "cat " + "a" * 1000,
    *(f"cat {w}" for w in "version..2.txt a~b -/x a=/b --files0-from=x --/etc --a/etc".split()),
    # Runde 38: Auch ein Wort mit drei Strichen beginnt mit `--`: Sein Wert nach `=` zählt.
    *("cat ---x=a", "cat ---x=/etc/passwd", "grep ---file=../geheim.txt x", "cat ---=~"),
    *(f"cat {w}" for w in "... ..x x/...".split()),
    *(f"tail {w} x" for w in "--=f --foo -- - +5 --bytes=5f ---f --lines=5 f.txt".split()),
    # Ein Name, der nur irgendwo in `follow` oder `files0-from` steckt, ist kein Anfang davon.
    *(f"tail {w} x" for w in "--low --ll --w --o=3 --ollow".split()),
    *(f"tail {w} x" for w in "---follow ---follow=x --bytes=--follow".split()),
    *(f"wc {w} x" for w in "--from --0 --s --iles0 --les0-from=x".split()),
    *(f"wc {w} x" for w in "-l --filesx=y --files0-fro=x -files0-from".split()),
    *(f"wc {w} x" for w in "--=x -lf -- --x=a/..=b".split()),
    # Der Name beginnt nach den ersten zwei Strichen: `---f` heißt `-f`.
    *("wc ---f x", "wc ---files0-from=x y"),
    *(f"grep {w} x" for w in "--file=muster.txt --file=x".split()),
    # Groß und klein zählen: Diese Optionen gibt es nicht, also folgen und lesen sie nichts.
    *("tail --FOLLOW x", "tail --Fo x", "wc --FILES0-FROM=x", "wc --F x", "find . -files0"),
    # Ein Wort mit `+` hat keinen angehängten Wert; getrennt wird nur an `/`, nicht am Rückstrich.
    *("cat +a/etc", "cat '..\\x'", "grep a(b) notizen.txt", "find . \uff0ddelete"),
    *("cat \uff0fetc", "cat \uff5eroot"),
    # Leere Wörter sind Wörter: Sie gehen durch und kommen mit zurück.
    *('cat ""', 'grep -e "" notizen.txt', "grep --regexp= notizen.txt"),
    *("cat ''", "wc x ''"),  # auch mit einfachen Anführungszeichen
    *('tail ""', 'tail x ""', 'tail -n 5 "" x', 'wc ""', 'find . ""'),
    # Leerraum, an dem shlex.split nicht trennt, bleibt im Wort, auch am Rand des Kommandos;
    # mehrfacher Leerraum und Tab in Anführungszeichen bleiben, wie sie sind.
    *("find . -delete\x0c", "ls -l\xa0", "cat x\u2028", "cat \x1cx", "find \x0b. -name x"),
    *('grep "a  b" notizen.txt', "grep 'x\ty' notizen.txt"),
    # Leerraum und Anführungszeichen innerhalb der Anführungszeichen gehören zum Wort: Es ist
    # kein Pfad und keine Aktion und kommt genau so zurück.
    *('cat " /etc/passwd"', 'find . " -delete"', "cat \"'/etc/passwd'\"", 'tail " -f" x'),
    # Anführungszeichen und Rückstrich mitten im Wort: shlex.split fügt das Wort zusammen.
    *('l""s -la', "c'a't notizen.txt", 'find . -name "x -delete"', 'cat "x /etc"'),
    # Regel 1
    *("", "   ", "\t", "\n", " \r\n", None, 42, ["ls"], ("cat", "a")),
    # … auch veränderliche Eingaben: Sie bleiben, wie sie ankamen (niemand leert die Liste).
    *(["cat", "notizen.txt"], {"kommando": "ls"}, bytearray(b"ls"), [["ls"], "x"]),
    *(b"ls", b"", "\x0c", " \x0b", "\xa0", "\u3000", "\x1c", "\x1e\x1f", "\x85"),
    # Runde 38: jedes Zeichen, für das `str.isspace()` gilt, allein (wer den Leerraum aufzählt,
    # vergisst `\u2003` oder `\u2028` und lehnt nach Regel 4 ab).
    *LEERRAUM,
    # Regel 2 vorn, mitten im Text, am Ende (re.match sieht nur den Anfang), in Anführungszeichen
    *("\nls", "cat notizen.txt;", "ls; rm -rf /", "ls;rm notizen.txt", "ls | sh", "ls &"),
    *("cat notizen.txt && rm notizen.txt", "cat $(rm -rf berichte)", "cat `whoami`"),
    *("ls > liste.txt", "cat < notizen.txt", 'ls "a;b"', "cat '$(whoami)'", "ls\n"),
    *("ls\nrm notizen.txt", "ls\rrm notizen.txt", "cat a\x00b"),
    # Jedes Zeichen von Regel 2 einzeln und in jeder Umgebung: allein, am Ende eines Worts, vor
    # einer Ziffer, einem Sonderzeichen oder einem Buchstaben, einmal statt paarweise. Wer nur
    # `$(` oder ein Paar von Gravis sucht, fällt auf (`ls $HOME`, `ls $1`, `cat `x`).
    *";&|$<>`\x00",  # `"\n"` und `"\r"` allein sind Leerraum (Regel 1)
    *(
        f"ls {v}{z}{n}"
        for z in ZEICHEN_2
        for v, n in (("a", ""), ("", "1"), ("", "?"), ("", "HOME"))
    ),
    *("ls ${HOME}", "ls $$", "ls $@", "ls $_x", "cat `x", "cat x` y", "ls\r"),
    # … auch hinter einem `#`: Ohne Shell beginnt dort kein Kommentar (Runde 27).
    *(f"cat a#{z}b" for z in ZEICHEN_2),
    *("cat #$(rm x)", "ls # ; rm -rf x", "grep a#| x"),
    # Regel 3
    *('cat "offen', "cat 'offen", "cat notizen.txt\\", '"'),
    # Regel 4
    *("rm -rf berichte", "sudo ls", "python3 -c 'print(1)'", "/bin/ls", "./cat notizen.txt"),
    *("LS", "Cat notizen.txt", "lsblk", "at now", "ca notizen.txt", "'ls'x", "'' ls", "'ls '"),
    "\uff4c\uff53",  # sieht aus wie `ls`, ist aber aus Vollbreiten-Buchstaben
    # Jedes andere Programm, auch ein gewöhnlich harmloses: Eine Erlaubnisliste mit einem
    # Programm zu viel fällt sonst nicht auf.
    *(f"{p} x" for p in PROGRAMME),
    # Eine Zuweisung `NAME=wert` vorn kennt nur die Shell: Ohne sie ist das Wort das Programm,
    # auch mit `=` am Rand, mit erlaubtem Namen davor oder danach, mit `＝` statt `=`; auch
    # `env` davor ist ein anderes Programm.
    *("X=1 ls", "LANG=C ls", "./evil=1 ls", "/usr/bin/env=x cat notizen.txt", "ls=1 ls"),
    *("LEER= ls", "=wert ls", "=ls", "ls=x", "ls=1", "./x=cat notizen.txt", "X\uff1d1 ls"),
    *("env ls", "env X=1 cat notizen.txt"),
    # Zeichen ohne Breite sind kein Leerraum; andere Leerzeichen trennen keine Wörter.
    *("\u200b", "\ufeff\u2060", "ls\x0c", "\xa0ls", "ls\x0c-l", "cat\xa0notizen.txt"),
    *("\ufeffls", "l\u200bs -la", "ca\u200dt x", "ls\ufeff", "l\u200bs"),
    # Regel 5, auch in Anführungszeichen, nach `--` und als Wert einer Option
    *(f"find . {aktion} x" for aktion in FIND_VERBOTEN),
    *("find . -delete", "find . -exec rm {} +", "find -delete", "find . -- -delete"),
    *("find . -name '*.tmp' -type f -delete", 'find . "-delete"', "find . -delete --"),
    *("find . -exec rm -rf -- {} +", "find . -name -delete", "find -L . -fls x"),
    *("find . -- -fls x", "find . -DELETE -delete"),
    # … mit Anführungszeichen oder Rückstrich mitten im Wort, nach einem Wort mit `#`, Tab
    *('find . -de""lete', 'find . -ex""ec rm -rf {} +', "find . -de\\lete", "find .\t-delete"),
    *("find . # -delete", "find . #x -exec rm -rf {} +"),
    # Regel 6, auch in Anführungszeichen, Abkürzungen und Bündel, als Wert einer Option, bei `--`
    *("tail -f protokoll.txt", "tail -n 5 -f protokoll.txt", "tail protokoll.txt -F"),
    *(f"tail {w} x" for w in "-F --follow --follow=name --fo --f --fol --foll".split()),
    *(f"tail {w} x" for w in '--fo=name --follow-name -nF +f "-f" -""f --fol""low'.split()),
    *("tail -- -f x", "tail -n -f x", "tail --lines -f x", "tail --lines --fol x", "tail -fn 5 x"),
    *("tail -f -- x", "tail x -- --follow", "tail -c -F x", "tail #x -f log", "tail # --fo x"),
    *("tail +F x", "tail +5F x", "tail +.F x", "tail x +F"),
    # … auch wenn auf `+` ein Strich folgt: `+-f` ist kein langer Name, es enthält ein `f`.
    *(f"tail {w} x" for w in "+-f +--f +-F +-nf +--follow +---f".split()),
    # … auch mit Leerzeichen im Wort: `tail` liest `-fn 5` als `-f -n " 5"` und folgt.
    *('tail "-fn 5" x', 'tail "-f x"', 'tail "+ f" x', 'tail x "-n 5 -f"'),
    *(f"tail {w} x" for w in "-.f -n-f -5.f -n=f".split()),
    # Regel 7, auch in Anführungszeichen und nach --
    *("cat /etc/passwd", "ls /", "cat ~/.ssh/id_rsa", "ls ~", "cat ../geheim.txt", "ls .."),
    *("cat +/../x", "ls +/..", "grep -r geheim +/../.."),
    *("cat berichte/../../geheim.txt", "grep -r passwort ../", "find .. -name geheim.txt"),
    *("ls ./a/..", 'cat "/etc/passwd"', "cat -- /etc/passwd", "cat '../geheim.txt'"),
    *(f"grep {w} x" for w in "--file=/etc/passwd --file=../muster -f/etc/shadow -rf../x".split()),
    *(f"grep {w} x" for w in "-x~ -e/ -e..x -e.. --regexp=~/x -e.x.. -ea/b".split()),
    *(f"cat {w}" for w in "--=/x -~x -.. ~root/x".split()),
    *(f"wc {w}" for w in "--x==/etc --files0-from=liste.txt --files0=liste.txt".split()),
    *(f"wc {w}" for w in "--f=x --file=x".split()),
    *("wc --files0-from liste.txt", "find -files0-from liste.txt", "wc --f x", "ls ~root"),
    *("find . -type f -files0-from liste.txt", "wc --files0-from=/etc/passwd"),
    # … nach einer kurzen oder langen Option (als ihr Wert), nach `-e` und vor oder nach `--`
    *("cat -n /etc/passwd", "ls -l /", "ls -a ..", "wc -l ../geheim.txt", "ls --all /"),
    *("tail -q ~/.ssh/id_rsa", "head -n ~root/x", "cat --number ../geheim.txt"),
    *("grep --file ../muster x", "head --lines ~/x", "cat -e ../geheim.txt"),
    *("grep -e /etc/passwd x", "grep --regexp ../x y", "grep -f ../muster x"),
    *("cat /etc/passwd --", "ls .. -- x", "cat -- --/../../etc/passwd", "cat -- -e ../x"),
    *("cat -- -a/etc", "grep -- --x=/etc y", "cat -- -n~", "cat -a=b/etc"),
    *("cat -a=/etc", "grep -e=/etc x", "ls -l=~", "cat -n=../x", "cat -an=/x"),
    *("grep -nf/etc/passwd=x y", "grep -e=x/etc/passwd y"),
    # `~` mit jedem Namen, auch einem, den es nicht gibt, und `~+`
    *("ls ~gibtsnicht", "cat ~+/x", "cat -n~x"),
    *("wc -- --files0-from=x", "wc -l --files0-from liste.txt", "find . -name -files0-from x"),
    # … mit Anführungszeichen oder Rückstrich mitten im Wort, nach einem Wort mit `#`
    *('cat .""./geheim.txt', "cat .\\./geheim.txt", 'wc --files0""-from=x', 'cat "/"etc'),
    *("cat # /etc/shadow", "wc #x --files0-from=liste", "grep #x -f/etc/passwd y"),
    # … ein Bündel kurzer Optionen, das mit einer Ziffer beginnt, mit angehängtem Pfad
    *("grep -1f/etc/passwd x", "grep -5f../geheim.txt -r .", "head -5~root/x"),
    # Jede Regel gilt für den ganzen Text, auch weit hinten in einem langen Kommando: jedes
    # Zeichen von Regel 2 am Ende und vor einem weiteren Kommando, nach 20, 200, 1000 Zeichen.
    *(weit_hinten("cat", z, w) for z in ZEICHEN_2 for w in WEITEN),
    *(weit_hinten("ls", f" {z} rm -rf x", w) for z in ZEICHEN_2 for w in (20, 200)),
    "cat " + "a" * 300 + " ; rm -rf x",
    # … und jede andere Regel nach vielen harmlosen Wörtern
    *(weit_hinten("cat", ' "offen', w) for w in WEITEN),
    weit_hinten("cat", " x\\", 1000),
    " " * 1000 + "rm -rf x",
    *(weit_hinten("find .", " -delete", w) for w in WEITEN),
    weit_hinten("find .", " -exec rm {} +", 1000),
    *(weit_hinten("tail", " -f", w) for w in WEITEN),
    weit_hinten("tail", " --fo x", 1000),
    *(weit_hinten("cat", " /etc/passwd", w) for w in WEITEN),
    *(weit_hinten("cat", w, 1000) for w in (" ../x", " ~/x", " -n/etc/passwd")),
    weit_hinten("grep -e x", " --file=../muster", 1000),
    weit_hinten("wc", " --files0-from=x", 1000),
    weit_hinten("find .", " -files0-from x", 1000),
    # … und ein langes Kommando aus vielen erlaubten Wörtern geht durch.
    weit_hinten("grep -n x", "", 1000),
    # Noch weiter hinten (Runde 34): ein Zeichen von Regel 2 nach 6000 Zeichen, Regeln 5 bis 7
    # nach über 200 Wörtern, über 1000 erlaubte Wörter (eine Rekursion je Wort bricht ab), ein
    # `f` tief in einer Option und ein Pfad nach 40 Zeichen eines Optionsworts. Nicht länger:
    # Jeder gespeicherte Fall läuft bei jedem Prüfen im Browser.
    weit_hinten("cat", " ;", 6000),
    *(weit_hinten(vorn, hinten, 3000) for vorn, hinten in LANG_HINTEN),
    weit_hinten("grep -n x", "", 13000),
    "tail -n1234567890f x",
    "cat -" + "a" * 40 + "/etc/passwd",
    # Runde 38: noch weiter hinten, nach Tausenden Wörtern und rund 50 000 Zeichen. Eine Grenze
    # „nur die ersten N Zeichen/Wörter“ oder ein Schnellweg für lange Kommandos kam sonst durch.
    # Die meisten wiederholen ein Stück (`faelle.json` speichert sie knapp als `$mal`), siehe
    # LANG_STUECKE.
    *(stueck * (50_000 // len(stueck) + 1) for stueck in LANG_STUECKE),
    weit_hinten("cat", " ;", 50_000),  # Regel 2 im rohen Text: kein Stück, das sich wiederholt
    # Erlaubt, 50 000 Zeichen und 1021 Wörter (über 1000: Von der Liste speichert `faelle.json`
    # dann nur die Darstellung): Kein Kommando ist zu lang.
    ("cat " + "n" * 45) * 1020,
    # … und ein Bündel kurzer Optionen mit Tausenden Zeichen vor dem Pfad (Regel 7)
    "grep -" + "r" * 3000 + "f/etc/passwd x",
    # mehrere Regeln verletzt: Es zählt die erste
    *("find / -delete", "find . -delete ../x", "tail -f /var/log/syslog", "tail ../x -f"),
    *("rm /etc/passwd", "/bin/ls -f", "ca 'offen", "cat 'a;b", "LS ; ls", "find .. -fls x"),
    *("find -files0-from -exec", "tail --follow --files0-from=x", "wc --files0-from=../x"),
    *("tail /etc/hosts -f", "tail ~/x --fo", "tail -n ~ -F x"),
)
# Die Suche baut Befehlszeilen aus den Wörtern der Ränder (so, wie sie im Text stehen).
# Runde 38: Wörter über 1000 Zeichen (die Bündel mit Tausenden Zeichen) nicht.
WOERTER = tuple(
    sorted({w for k in RAENDER if isinstance(k, str) for w in k.split() if len(w) <= 1000})
)
# Jeder Wert ist ein Fall, auch ``None`` oder eine Liste: Regel 1 lehnt sie ab.
KOMMANDOS = bereich(wie=Text(beispiele=RAENDER, woerter=WOERTER), gueltig=lambda wert: True)

# Die Regeln: je ein Satz. Die Meldung nennt die Regel, nach der die Lösung urteilt (1 bis 8);
# Regel 9, die Form der Ablehnung, wählen nur ``regelwahl`` und die Irrtümer.
REGELN = (
    "Ist `kommando` kein String (etwa `None`, eine Zahl, eine Liste oder Bytes wie "
    '`b"ls"`), leer oder nur Leerraum, lehnst du ab, auch `"\\n"` allein (Regel 1 '
    "kommt vor Regel 2). Leerraum ist jedes Zeichen, für das "
    "`str.isspace()` gilt, auch der Seitenvorschub `\\x0c` und `\\x1c`; ein Zeichen ohne "
    "Breite wie `\\u200b` ist keiner. Die Eingabe bleibt dabei, wie sie ankam: Eine Liste "
    "(oder ein anderer veränderlicher Wert) lehnst du ab, ohne sie zu leeren oder zu ändern.",
    "Steht im rohen Text eines der Zeichen `;` `&` `|` `$` `<` `>`, der Gravis "
    "(Backtick), ein Zeilenumbruch `\\n`, ein Wagenrücklauf `\\r` oder das Nullzeichen "
    "`\\x00`, lehnst du ab, an jeder Stelle (auch am Ende eines langen Kommandos, nach "
    "vielen harmlosen Wörtern) und auch in Anführungszeichen. Jedes andere Zeichen geht "
    "durch, auch ein Steuerzeichen wie ESC `\\x1b` oder DEL `\\x7f` (ohne Shell deutet sie "
    "niemand), andere Satzzeichen wie `!`, `^` und `@` und die Doppelgänger der verbotenen "
    "Zeichen in voller Breite (`；`, `＄`).",
    "Dann zerlegst du mit `shlex.split(kommando)` (oder mit etwas, das genau dasselbe "
    "liefert); wirft es einen `ValueError` (etwa bei "
    "einem offenen Anführungszeichen), lehnst du ab. Die Regeln 4 bis 7 prüfen die "
    "Wörter genau dieser Liste, und eine Liste mit genau diesen Wörtern gibst du am Ende "
    "zurück. Darin sind "
    'Anführungszeichen und Rückstriche auch mitten im Wort schon verarbeitet (`-de""lete` '
    "wird `-delete`, `.\\./x` wird `../x`), und `#` ist ein gewöhnliches Zeichen, kein "
    "Kommentar. Den Text, den du zerlegst, änderst du vorher nicht (kein `strip`, kein "
    "`replace`): Wer ihn ändert, verletzt diese Regel, auch wenn es erst die Liste zeigt. "
    "Für den Test von Regel 1 darfst du `kommando.strip()` fragen, zerlegt wird trotzdem "
    "der unveränderte Text. `shlex.split` trennt an "
    "Leerzeichen und Tab, sonst nur an `\\n` und `\\r`, die Regel 2 schon ablehnt: Anderer "
    "Leerraum wie `\\x0c` bleibt im Wort (`ls\\x0c` ist nicht `ls`). Leer "
    "ist die Liste nie: Was `shlex.split` ganz verschluckt, ist Leerraum, und den hat Regel "
    "1 schon abgelehnt.",
    "Das erste Wort ist genau eines von `ls`, `cat`, `grep`, `find`, `wc`, `head`, "
    "`tail`, in dieser Schreibweise und ohne Pfad (`/bin/ls` lehnst du ab). Eine Zuweisung "
    "`NAME=wert` davor kennt nur die Shell: `LANG=C ls` lehnst du ab, denn ohne Shell wäre "
    "`LANG=C` das Programm; auch `ls=1` ist nicht `ls`. Hier und in den "
    "Regeln 5 bis 7 zählt jedes Zeichen, wie es dasteht (`／` ist nicht `/`, `ﬁ` nicht `fi`), "
    "auch eines ohne Breite wie `\\u200b` oder die Byte-Reihenfolge-Marke `\\ufeff`: "
    "`l\\u200bs` und `\\ufeffls` sind nicht `ls`.",
    "Bei `find` lehnst du ab, wenn ein späteres Wort genau `-exec`, `-execdir`, `-ok`, "
    "`-okdir`, `-delete`, `-fprint`, `-fprint0`, `-fprintf` oder `-fls` ist, in dieser "
    "Schreibweise (`-DELETE` ist keines davon) und an jeder Stelle: vor und nach `--` und "
    "auch direkt nach einer Option, deren Wert es sein könnte (`find . -name -delete`). "
    "Nur diese Wörter zählen, keine Abkürzung und kein längeres Wort mit demselben Anfang: "
    "`-d`, `-fl`, `-fprintx`, `-fprint00`, `-delete=x`, `--delete` und `-o` gehen durch.",
    "Bei `tail` lehnst du jedes spätere Wort ab, das der Datei folgen lässt, an jeder "
    "Stelle, auch nach `--` und als Wert einer Option (`tail -n -f x`). Ein Wort, das mit "
    "`--` beginnt, beurteilst du nur nach seinem Namen (alles nach den ersten zwei Strichen "
    "bis zum ersten `=`): Es folgt, "
    "wenn es mit `--follow` beginnt oder sein Name nicht leer und ein Anfang von `follow` "
    "ist (`--f`, `--fol`, `--fo=name`); `--=f`, `---f`, `---follow`, `--low`, `--bytes=5f` "
    "und `--bytes=--follow` folgen nicht. Ein "
    "Wort, das mit einem einzelnen `-` oder mit `+` beginnt, folgt, wenn es länger als ein "
    "Zeichen ist und irgendwo ein `f` oder `F` enthält (`-fn5`, `-n-f`, `+.F`), auch "
    'wenn ein Leerzeichen darin steht: Aus `tail "-fn 5" x` macht `tail` die Optionen `-f` und '
    '`-n " 5"` und folgt. Lange '
    "Namen gelten genau so geschrieben: `--FOLLOW` folgt nicht. Ein leeres Wort folgt nicht: "
    "`tail \"\"` gibt `['tail', '']`.",
    "Du lehnst jedes spätere Wort ab, das mit `/` oder `~` beginnt (auch `~root`, "
    "`~+`, `~x`) oder `..` als Teil hat (zerlegt nur an `/`), ebenso einen angehängten "
    "Wert mit diesen Merkmalen: bei einem Wort, das mit `--` beginnt, alles nach dem ersten "
    "`=`, bei einem "
    "Wort, das mit genau einem `-` beginnt, jeden Rest, der beim dritten oder einem späteren "
    "Zeichen beginnt (`wort[2:]`, `wort[3:]` und so fort, denn jeder Buchstabe davor kann "
    "eine Option ohne Wert sein, auch `=`): `-rf/etc`, `-a=b/etc`, `-a=/etc`, `-ea/b` mit "
    "dem Rest `/b`. "
    "Erlaubt bleiben `-/etc` (seine Reste ab dem dritten Zeichen sind `etc`, `tc`, `c`) "
    "sowie `--/etc` und `--a/etc` (ohne `=` hängt kein Wert daran, und kein Teil ist `..`). "
    "Ein Wort, das mit `+` beginnt, hat keinen angehängten Wert, aber seine Teile zählen: "
    "`+/x` ist ein Name im Ordner, `+/../x` lehnst du ab. Jedes Wort zählt für sich, "
    "an jeder Stelle: auch der Wert einer Option als eigenes Wort (`cat -n /etc/passwd`, "
    "`grep --file ../x y`, `grep -e /etc y`) und jedes Wort vor oder nach `--`, auch mit "
    "seinem angehängten Wert (`cat -- -a/etc`). Ein leeres Wort verletzt nichts. Verboten "
    "sind auch `find` mit dem Wort `-files0-from` und `wc` mit einem Wort, das mit `--` "
    "beginnt und dessen Name (wie bei Regel 6 alles nach den ersten zwei Strichen bis zum "
    "ersten `=`) nicht leer und ein Anfang von `files0-from` ist (`--f`, `--files0`, nicht "
    "`--F`, `--from` oder `---f` mit dem Namen `-f`), ebenfalls an "
    "jeder Stelle, auch nach `--`. Andere Schreibweisen gehen durch: `find --files0-from`, "
    "`find -files0-from=x` (bei `find` zählt nur genau das Wort) und `wc -files0-from` "
    "kennen die Programme nicht, sie brechen mit einem Fehler ab.",
    "Verletzt das Kommando keine dieser Regeln, gibst du eine Liste mit genau den geprüften "
    "Wörtern von `shlex.split(kommando)` zurück, sie selbst oder eine Kopie (wer danach "
    "Wörter ändert, verletzt diese Regel; wer den Text davor ändert, Regel 3), als `list` "
    "von Strings (genau vom Typ `list`, keine Unterklasse), auch leere "
    "Wörter (`cat \"\"` gibt `['cat', '']`), bei jedem Aufruf als neue Liste, die kein "
    "späterer Aufruf mehr anfasst (keine Liste, die du wieder leerst und füllst). Lehne "
    "nichts ab, was keine Regel verbietet: kein weiteres Zeichen (siehe Regel 2), keine "
    "versteckte Datei (`.env`), kein langes Kommando, auch keines mit tausend Wörtern und "
    "mehr (eine Rekursion je Wort bricht dort ab).",
    'Du lehnst ab mit `raise KommandoAbgelehnt("Grund", nummer)`, in dieser '
    "Reihenfolge: zuerst der Grund, ein String mit mindestens einem Buchstaben oder einer "
    "Ziffer, dann die Nummer der verletzten Regel, eine ganze Zahl von 1 bis 7, genau vom Typ "
    "`int` (kein `IntEnum`). Mehr "
    "verlangt die Prüfung vom Grund nicht; schreib ihn trotzdem so, dass das Modell "
    "versteht, warum es nicht weitergeht. Die Regeln gelten in ihrer Reihenfolge: "
    "Verletzt ein Kommando mehrere, zählt die erste: `find / -delete` nach Regel 5 und "
    "`tail /etc/hosts -f` nach Regel 6, nicht nach Regel 7. Dein Urteil hängt nur vom "
    "Kommando ab, nicht von früheren Aufrufen: Was du ablehnst, lehnst du bei jedem weiteren "
    "Versuch mit demselben Kommando wieder nach derselben Regel ab, wie oft es auch kommt "
    "(kein Zähler, der ein Kommando nach fünf oder zehn Versuchen anders behandelt), und was "
    "durchgeht, geht auch nach Tausenden Ablehnungen anderer Kommandos durch.",
)

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            "pruefe_kommando",
            (Parameter("kommando", KOMMANDOS),),
            ungueltig=KommandoAbgelehnt,
            lauf=urteil,
            aufruf="kommando",
            regelwahl=regelwahl,
        ),
    ),
    # Der Typ fällt auf die Rückgabe zurück. Ein Ereignis notiert ``urteil`` nur, wenn der
    # zweite Aufruf anders antwortet (Regel 8: jedes Mal eine neue Liste).
    # Regel 9 legt auch fest, wie spätere Aufrufe antworten (ZWEITER): Besteht ein Code einen
    # Fall frisch geladen, nennt die Meldung sie und die Diagnose eines Irrtums zu Regel 9.
    regeln=tuple(
        Regel(
            n,
            text,
            (RUECKGABE, EREIGNISSE, *(ZWEITER,) * (n == 9)),
            lambda a, n=n: regel_von(a["kommando"]) == n,
        )
        for n, text in enumerate(REGELN, 1)
    ),
    frei=(
        "der Wortlaut des Grundes, solange Regel 9 gilt (die Sprache prüft niemand)",
        "eine Unterklasse von `KommandoAbgelehnt` statt der Klasse selbst",
        "ob du eine Unterklasse von `str` als String annimmst oder nach Regel 1 ablehnst",
    ),
)
