"""Die Kommandozeile: ``lernlabor liste``, ``lernlabor pruefe <id> <datei.py>``, für Autoren
``lernlabor neu …`` und ``lernlabor teste …`` (in ``lernlabor.autoren``).

Geprüft wird mit genau derselben Funktion wie im Browser (``lernlabor.pruefen.pruefe``), nur
in einem Kindprozess: So kann die Kommandozeile eine Endlosschleife der Lernenden nach dem
Zeitlimit der Übung beenden, ohne dass die Prüf-Maschine Threads oder Signale braucht.
Rückgabewerte: 0 bestanden, 1 nicht bestanden (oder Fehler, Zeitlimit), 2 falscher Aufruf,
130 mit Strg+C abgebrochen, 141 wenn der Leser der Ausgabe aufhört (``lernlabor liste | head``).
"""

import contextlib
import json
import os
import select
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path

from lernlabor.pruefen import meldungen as m
from lernlabor.pruefen.beispiel import MAX_ZEICHEN as AUSGABE_ZEICHEN
from lernlabor.pruefen.beispiel import MAX_ZEILEN as AUSGABE_ZEILEN
from lernlabor.pruefen.beispiel import kuerze
from lernlabor.pruefen.zeitlimit import zeitlimit_meldung

BESTANDEN, NICHT_BESTANDEN, FALSCHER_AUFRUF = 0, 1, 2
ABGEBROCHEN = 130  # wie die Shell nach Strg+C
LESER_WEG = 141  # wie die Shell, wenn der Leser einer Pipe aufhört (128 + SIGPIPE)


class _Aufruffehler(Exception):
    """Ein Fehler im Aufruf (nicht im Code der Lernenden): Meldung und Rückgabewert 2."""


def main(argumente=None):
    """Einstieg für ``lernlabor`` und ``python -m lernlabor``; gibt den Rückgabewert zurück."""
    argumente = list(sys.argv[1:] if argumente is None else argumente)
    try:
        code = _befehl(argumente)
        sys.stdout.flush()  # hier, nicht erst beim Beenden: dort gäbe es einen Traceback
        return code
    except _Aufruffehler as fehler:
        print(f"Fehler: {fehler}\n{m.CLI_KURZHILFE}", file=sys.stderr)
        return FALSCHER_AUFRUF
    except KeyboardInterrupt:  # Strg+C, etwa während einer langen Prüfung: kein Traceback
        print(m.CLI_ABGEBROCHEN, file=sys.stderr)
        return ABGEBROCHEN
    except BrokenPipeError:  # Der Rest der Ausgabe geht ins Leere, ohne Traceback.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return LESER_WEG


def _befehl(argumente):
    """Führt den Befehl aus und gibt seinen Rückgabewert."""
    if not argumente:
        raise _Aufruffehler(m.CLI_KEIN_BEFEHL)
    befehl, rest = argumente[0], argumente[1:]
    if befehl == "hilfe" or {"-h", "--hilfe", "--help"} & set(argumente):  # auch hinten
        if befehl in ("neu", "teste"):  # die Hilfe des Befehls, nicht die allgemeine
            from lernlabor.autoren import hilfe

            return hilfe(befehl, rest)
        print(m.CLI_HILFE)
        return BESTANDEN
    if befehl == "liste":
        return liste(rest)
    if befehl == "pruefe":
        return pruefe_datei(rest)
    if befehl in ("neu", "teste", "faelle"):
        from lernlabor.autoren import befehl as autorenbefehl

        return autorenbefehl(befehl, rest)
    raise _Aufruffehler(m.CLI_UNBEKANNTER_BEFEHL.format(befehl=befehl))


def _aus_dem_register(aufruf, *argumente):
    """``alle()`` oder ``finde(id)``; unbekannte id oder kaputte Übung: eine Meldung."""
    try:
        return aufruf(*argumente)
    except KeyError as fehler:
        raise _Aufruffehler(fehler.args[0]) from None
    except Exception as fehler:  # noqa: BLE001 – ein Fehler im Kurs, nicht in der Datei
        text = f"{type(fehler).__name__}: {fehler}"
        raise _Aufruffehler(m.CLI_REGISTER_KAPUTT.format(ort=_ort(fehler), fehler=text)) from None


def _ort(fehler):
    """„ (Datei:Zeile)“ der Übung, an der das Laden scheiterte; leer, wenn sie keine nennt.

    Frames des Registers, der Kommandozeile und erzeugter Code (``<string>`` der dataclass,
    ``<frozen importlib…>``) zählen nicht: Gesucht ist die Zeile in der Übung.
    """
    if isinstance(fehler, SyntaxError) and fehler.filename:
        datei, zeile = fehler.filename, fehler.lineno
    else:
        fremd = {Path(__file__).resolve().parent / "uebung", Path(__file__).resolve().parent}
        eigene = [
            f
            for f in traceback.extract_tb(fehler.__traceback__)
            if Path(f.filename).is_file() and Path(f.filename).resolve().parent not in fremd
        ]
        if not eigene:
            return ""
        datei, zeile = eigene[-1].filename, eigene[-1].lineno
    try:
        datei = Path(datei).resolve().relative_to(Path.cwd())
    except ValueError:
        pass
    return f" ({datei}:{zeile})"


def liste(rest):
    """Druckt alle Übungen mit id, Stufe und Titel, damit man die id für ``pruefe`` findet:
    je Track unter seinem Titel, die Tracks wie in pyproject.toml und im Menü der Website,
    das Beispiel der Autorenseite zuletzt."""
    from lernlabor.uebung import je_track

    if rest:
        raise _Aufruffehler(m.CLI_LISTE_ARGUMENTE.format(rest=" ".join(rest)))
    gruppen = _aus_dem_register(je_track)
    titel = _track_titel()
    reihenfolge = {ordner: stelle for stelle, ordner in enumerate(titel)}

    def rang(track):  # ein Paket ohne Eintrag in pyproject.toml nach den eingetragenen
        return (track is None, reihenfolge.get(track, len(reihenfolge)), track or "")

    breite = max(len(u.id) for uebungen in gruppen.values() for u in uebungen)
    for nummer, track in enumerate(sorted(gruppen, key=rang)):
        kopf = m.CLI_LISTE_BEISPIEL if track is None else f"Track {titel.get(track, track)}"
        print(("\n" if nummer else "") + kopf)
        for uebung in gruppen[track]:
            print(f"{uebung.id:<{breite}}  {uebung.titel} ({uebung.stufe})")
    return BESTANDEN


def _track_titel():
    """Ordner → Titel aus ``pyproject.toml`` neben dem Paket, in dessen Reihenfolge; ohne
    lesbare Datei leer."""
    from lernlabor.autoren.tracks import Aufruffehler, tracks

    try:
        return {t.ordner: t.titel for t in tracks(Path(__file__).resolve().parent.parent)}
    except Aufruffehler:
        return {}


LAENGSTES_ZEITLIMIT = 3600.0  # Sekunden: eine Stunde reicht jeder Übung


def _optionen(rest):
    """Trennt ``--zeitlimit`` von den Angaben id und Datei."""
    zeitlimit, angaben = None, []
    teile = iter(rest)
    for teil in teile:
        if teil == "--zeitlimit" or teil.startswith("--zeitlimit="):
            wert = teil.partition("=")[2] if "=" in teil else next(teile, "")
            try:  # 0,5 wie 0.5: Die Meldungen schreiben Sekunden auch mit Komma
                zeitlimit = float(wert.replace(",", ".", 1) if "." not in wert else wert)
            except ValueError:
                zeitlimit = -1.0
            if not 0 < zeitlimit <= LAENGSTES_ZEITLIMIT:  # größere nimmt subprocess nicht
                hoechstens = f"{LAENGSTES_ZEITLIMIT:g}"
                raise _Aufruffehler(m.CLI_ZEITLIMIT_WERT.format(wert=wert, hoechstens=hoechstens))
        elif teil.startswith("-") and len(teil) > 1:
            raise _Aufruffehler(m.CLI_UNBEKANNTE_OPTION.format(option=teil.partition("=")[0]))
        else:
            angaben.append(teil)
    if len(angaben) != 2:
        raise _Aufruffehler(m.CLI_PRUEFE_ARGUMENTE)
    if angaben[0].endswith(".py") and not angaben[1].endswith(".py"):
        raise _Aufruffehler(m.CLI_VERTAUSCHT.format(id=angaben[1], datei=angaben[0]))
    return angaben[0], Path(angaben[1]), zeitlimit


def lies_datei(pfad):
    """Liest die Datei der Lernenden als UTF-8; jeder Lesefehler wird eine klare Meldung."""
    if not pfad.exists():
        raise _Aufruffehler(m.CLI_DATEI_FEHLT.format(pfad=pfad))
    if not pfad.is_file():
        raise _Aufruffehler(m.CLI_KEINE_DATEI.format(pfad=pfad))
    try:
        return pfad.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _Aufruffehler(m.CLI_KEIN_UTF8.format(pfad=pfad)) from None
    except OSError as fehler:
        grund = fehler.strerror or str(fehler)
        raise _Aufruffehler(m.CLI_DATEI_UNLESBAR.format(pfad=pfad, grund=grund)) from None


def pruefe_datei(rest):
    """Prüft eine Datei gegen eine Übung und druckt die deutsche Rückmeldung."""
    from lernlabor.uebung import finde

    uebung_id, pfad, zeitlimit = _optionen(rest)
    uebung = _aus_dem_register(finde, uebung_id)
    code = lies_datei(pfad)
    print(m.CLI_KOPF.format(id=uebung.id, titel=uebung.titel), flush=True)
    ergebnis = pruefe_mit_zeitlimit(uebung.id, code, zeitlimit or uebung.zeitlimit)
    print(bericht(ergebnis))
    return BESTANDEN if ergebnis["ergebnis"] == "bestanden" else NICHT_BESTANDEN


def pruefe_mit_zeitlimit(uebung_id, code, zeitlimit):
    """Führt ``pruefe`` in einem Kindprozess aus und beendet ihn nach ``zeitlimit`` Sekunden.

    Ausgaben des Codes der Lernenden laufen direkt durch; das Ergebnis kommt als JSON über
    eine temporäre Datei zurück. Beim Zeitlimit ist ``ergebnis`` "abgebrochen".
    """
    wurzel = str(Path(__file__).resolve().parent.parent)
    umgebung = dict(os.environ)
    umgebung["PYTHONPATH"] = os.pathsep.join(filter(None, [wurzel, umgebung.get("PYTHONPATH")]))
    umgebung["PYTHONIOENCODING"] = "utf-8"
    with tempfile.TemporaryDirectory(prefix="lernlabor-") as ordner:
        ziel = Path(ordner) / "ergebnis.json"
        schritt = Path(ordner) / "schritt.txt"  # wo die Prüfung steht (fortschritt.py)
        # Strg+C trifft die ganze Prozessgruppe: Das Kind überhört es, die Kommandozeile beendet
        # es (kill) und meldet den Abbruch; so gibt es keinen Traceback des Kindes.
        start = "import signal; signal.signal(signal.SIGINT, signal.SIG_IGN); "
        start += "from lernlabor.cli import _kind; _kind()"
        befehl = [sys.executable, "-c", start, uebung_id, str(ziel), str(schritt)]
        with subprocess.Popen(befehl, stdin=subprocess.PIPE, env=umgebung) as prozess:
            try:
                with contextlib.suppress(BrokenPipeError):  # das Kind endete vor dem Lesen
                    prozess.stdin.write(code.encode("utf-8"))
                with contextlib.suppress(BrokenPipeError):
                    prozess.stdin.close()
                rechtzeitig = _warte(prozess, zeitlimit)
            except BaseException:  # auch Strg+C: das Kind nicht weiterlaufen lassen
                prozess.kill()
                raise
            if not rechtzeitig:
                prozess.kill()
                prozess.wait()
                sekunden = f"{zeitlimit:g}".replace(".", ",")
                einheit = "Sekunde" if zeitlimit == 1 else "Sekunden"
                zuletzt = _letzter_schritt(schritt)
                meldung = zeitlimit_meldung(uebung_id, zuletzt, f"{sekunden} {einheit}")
                return {"ergebnis": "abgebrochen", "meldungen": [meldung], "fehler": None}
        if not ziel.exists():
            meldung = m.CLI_KIND_ABGESTUERZT.format(code=prozess.returncode)
            return {"ergebnis": "fehler", "meldungen": [meldung], "fehler": None}
        return json.loads(ziel.read_text(encoding="utf-8"))


def _letzter_schritt(datei):
    """Der Schritt, den das Kind zuletzt begann (eine Zeile am Anfang der Datei), oder None."""
    try:
        return datei.read_bytes().partition(b"\n")[0].decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _schreibt_schritte(pfad):
    """Ein ``fortschritt.ziel`` für das Kind: jeder Schritt überschreibt den Anfang der Datei
    mit einem Aufruf des Systems, ohne Puffer, den ein Abbruch verlieren könnte."""
    fd = os.open(pfad, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    return lambda text: os.pwrite(fd, f"{text}\n".encode(), 0)


def _warte(prozess, sekunden):
    """Wartet, bis ``prozess`` endet, höchstens ``sekunden``; True, wenn er geendet hat.

    Unter Linux weckt das Ende des Kindes den Wartenden sofort (pidfd). ``Popen.wait`` mit
    Zeitlimit fragt dagegen in wachsenden Abständen bis 50 ms nach: Das kostete jede Prüfung
    im Mittel gut 20 ms, bei einem Kind von 90 ms bis zu 50 ms.
    """
    try:
        pidfd = os.pidfd_open(prozess.pid)
    except (AttributeError, OSError):  # kein Linux (oder zu alt): in Abständen nachfragen
        try:
            prozess.wait(timeout=sekunden)
        except subprocess.TimeoutExpired:
            return False
        return True
    try:
        bereit, _, _ = select.select([pidfd], [], [], sekunden)
    finally:
        os.close(pidfd)
    if bereit:
        prozess.wait()
    return bool(bereit)


class _Ausgabe:
    """Reicht die Ausgaben des Codes durch, bis zur gemeinsamen Grenze von stdout und stderr.

    Danach ein Hinweis und nichts mehr: Eine Schleife mit print füllte sonst das Terminal, bis
    das Zeitlimit sie beendet. Merkt sich das zuletzt geschriebene Zeichen.
    """

    def __init__(self):
        self.zeilen = self.zeichen = 0
        self.letztes = ""
        self.gekuerzt = False

    def schreibe(self, ziel, text):
        if self.gekuerzt or not text:
            return
        teil, self.gekuerzt = kuerze(
            text, AUSGABE_ZEILEN - self.zeilen, AUSGABE_ZEICHEN - self.zeichen
        )
        if teil:
            ziel.write(teil)
            self.letztes = teil[-1]
            self.zeilen += teil.count("\n")
            self.zeichen += len(teil)
        if self.gekuerzt:
            vorher = "" if self.letztes in ("", "\n") else "\n"
            grenzen = (AUSGABE_ZEILEN, AUSGABE_ZEICHEN)
            zeilen, zeichen = (f"{zahl:,}".replace(",", ".") for zahl in grenzen)
            hinweis = m.CLI_AUSGABE_GEKUERZT.format(zeilen=zeilen, zeichen=zeichen)
            sys.__stdout__.write(f"{vorher}{hinweis}\n")
            self.letztes = "\n"


class _Strom:
    """stdout oder stderr des Kindes, begrenzt durch die gemeinsame ``_Ausgabe``."""

    def __init__(self, ziel, ausgabe):
        self._ziel = ziel
        self._ausgabe = ausgabe

    def write(self, text):
        self._ausgabe.schreibe(self._ziel, text)
        return len(text)

    def __getattr__(self, name):  # flush, encoding, fileno, … wie der echte Strom
        return getattr(self._ziel, name)


def _kind():
    """Läuft im Kindprozess: Code von stdin lesen, prüfen, Ergebnis in die Datei schreiben."""
    uebung_id, ziel = sys.argv[1], sys.argv[2]
    code = sys.stdin.buffer.read().decode("utf-8")
    sys.stdin = open(os.devnull, encoding="utf-8")  # input() im Code endet sofort mit EOFError
    from lernlabor.pruefen import fortschritt
    from lernlabor.pruefen.ausfuehren import pruefe_ohne_strg_c

    # Jeden Schritt, ohne Schwelle wie im Browser: ein pwrite kostet fast nichts.
    schritte = _schreibt_schritte(sys.argv[3]) if len(sys.argv) > 3 else None
    ausgabe = _Ausgabe()
    sys.stdout = _Strom(sys.__stdout__, ausgabe)
    sys.stderr = _Strom(sys.__stderr__, ausgabe)
    with fortschritt.gemeldet(schritte):
        ergebnis = pruefe_ohne_strg_c(uebung_id, code)
    sys.stderr.flush()
    if ausgabe.letztes not in ("", "\n"):  # etwa input("Name? "): das Ergebnis auf eigene Zeile
        sys.__stdout__.write("\n")
    sys.__stdout__.flush()
    Path(ziel).write_text(json.dumps(ergebnis, ensure_ascii=False), encoding="utf-8")


def bericht(ergebnis):
    """Das Ergebnis als Text für das Terminal: Urteil, Meldungen, Fehler mit Aufrufkette."""
    zeilen = [m.CLI_ERGEBNIS.get(ergebnis["ergebnis"], ergebnis["ergebnis"])]
    zeilen += [f"- {meldung}" for meldung in ergebnis["meldungen"]]
    fehler = ergebnis.get("fehler")
    if fehler:
        zeilen += ["", fehler["titel"]]
        if fehler.get("traceback"):
            zeilen.append(fehler["traceback"])
    return "\n".join(zeilen)


if __name__ == "__main__":
    raise SystemExit(main())
