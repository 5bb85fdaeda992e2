"""Ein Kommando von ki_15 als begrenzter Prozess, unter Linux wenn möglich in bubblewrap.

Der Wächter (``lernlabor/tracks/ki/simulator/kommando.py``) prüft nur den Text eines
Kommandos. Was danach läuft, begrenzt dieses Modul, damit eine Lücke im Wächter nicht gleich
alles öffnet:

- Zeit: höchstens ``ZEITLIMIT`` Sekunden, dann wird der Prozess beendet.
- Ausgabe: höchstens ``MAX_BYTES`` Bytes von stdout und stderr zusammen landen im Speicher;
  schreibt das Programm mehr, wird es angehalten.
- Umgebung: leer. Kein Schlüssel aus ``os.environ`` erreicht das Programm, und das Programm
  selbst kommt aus den Programmordnern des Systems (``SYSTEMPFAD``), nicht aus deinem PATH.
- Betriebssystem: Gibt es bubblewrap (``bwrap``, Linux), läuft jedes Kommando darin. Es sieht
  nur die Programmordner des Systems und den Arbeitsordner, beides nur lesend, hat kein Netz,
  eigene Prozessnummern und stirbt mit seinem Elternprozess. Ohne bubblewrap ist der
  Arbeitsordner nur das aktuelle Verzeichnis des Prozesses: Ein Kommando, das der Wächter
  fälschlich durchlässt, könnte dann jede Datei lesen, die du lesen darfst.
"""

import os
import shutil
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass

ZEITLIMIT = 5  # Sekunden je Kommando
MAX_BYTES = 64 * 1024  # so viel Ausgabe liest das Skript höchstens, dann hält es das Kommando an
SYSTEMPFAD = ("/usr/bin", "/bin")  # nur hier sucht das Skript ls, cat und Co.
SYSTEMORDNER = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
BWRAP = "bwrap"


@dataclass
class Ergebnis:
    """Was ein Kommando geschrieben hat; ``angehalten`` heißt: mehr als ``MAX_BYTES``."""

    stdout: bytes
    stderr: bytes
    exit_code: int
    angehalten: bool


class StartFehler(ValueError):
    """Das Kommando ließ sich nicht starten (etwa ein Nullzeichen in einem Argument)."""


def finde_sandbox():
    """Gibt ``(bwrap, satz)`` zurück: den Pfad zu einem funktionierenden bwrap oder ``None``.

    ``satz`` sagt in einer Zeile, was diesen Lauf schützt. bwrap wird einmal mit ``true``
    ausprobiert, denn manche Systeme verbieten die Namensräume, die es braucht.
    """

    if not sys.platform.startswith("linux"):
        return None, ohne_sandbox("bubblewrap gibt es nur unter Linux")
    bwrap = shutil.which(BWRAP)
    if bwrap is None:
        return None, ohne_sandbox("bubblewrap (bwrap) ist nicht installiert")
    try:
        probe = subprocess.run(
            [bwrap, *sandbox_argumente("/"), "--", "true"],
            env={},
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=ZEITLIMIT,
        )
    except (OSError, subprocess.SubprocessError) as fehler:
        probe = subprocess.CompletedProcess([], 1, b"", str(fehler).encode())
    if probe.returncode:
        zeilen = probe.stderr.decode("utf-8", "replace").strip().splitlines() or ["ohne Meldung"]
        return None, ohne_sandbox(
            f"bubblewrap ist installiert, läuft hier aber nicht ({zeilen[-1][:120]})"
        )
    return bwrap, (
        "Schutz: Wächter, Grenzen des Prozesses und Sandbox bubblewrap (nur lesen, nur "
        "Arbeitsordner und Systemprogramme, kein Netz)."
    )


def ohne_sandbox(grund):
    """Der Satz, den ki_15 einmal sagt, wenn keine Sandbox des Betriebssystems mitläuft."""
    return (
        "Schutz: nur der Wächter und die Grenzen des Prozesses (Zeit, Ausgabe, Umgebung). "
        f"Keine Sandbox: {grund}."
    )


def sandbox_argumente(ordner):
    """Die Schalter für bwrap: Programmordner und ``ordner`` nur lesend, sonst nichts.

    Alles andere (Home, /etc, /tmp, andere Laufwerke) gibt es in der Sandbox gar nicht. Die
    Wurzel ist ein leeres tmpfs; Links wie ``/bin -> usr/bin`` werden als Links nachgebaut.
    ``--unshare-all`` nimmt Netz und Prozessnummern weg, ``--clearenv`` die Umgebung (bwrap
    setzt danach nur ``PWD``), ``--die-with-parent`` beendet alles, wenn das Skript endet.
    """
    argumente = ["--unshare-all", "--die-with-parent", "--new-session", "--clearenv"]
    for pfad in SYSTEMORDNER:
        if os.path.islink(pfad):
            argumente += ["--symlink", os.readlink(pfad), pfad]
        elif os.path.isdir(pfad):
            argumente += ["--ro-bind", pfad, pfad]
    ordner = os.fspath(ordner)
    if ordner != "/":
        # /proc zeigt nur die Prozesse der Sandbox (eigener PID-Namensraum).
        argumente += ["--proc", "/proc", "--dev", "/dev", "--ro-bind", ordner, ordner]
    return argumente + ["--chdir", ordner]


def starte(argv, ordner, zeitlimit=ZEITLIMIT, bwrap=None):
    """Startet ``argv`` ohne Shell in ``ordner``, mit allen Grenzen oben; gibt ``Ergebnis``.

    Wirft ``StartFehler`` (ließ sich nicht starten) oder ``RuntimeError`` (Programm fehlt,
    Zeitlimit). stdin ist leer: Ein ``cat`` ohne Datei wartet sonst auf die Tastatur.
    """
    try:
        programm = shutil.which(argv[0], path=os.pathsep.join(SYSTEMPFAD))
        if programm is None:
            raise RuntimeError(f"Das Programm {argv[0]!r} gibt es auf diesem Rechner nicht.")
        befehl = argv if bwrap is None else [bwrap, *sandbox_argumente(ordner), "--", *argv]
        prozess = subprocess.Popen(
            befehl,
            executable=programm if bwrap is None else bwrap,
            shell=False,
            cwd=ordner,
            env={},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
    except ValueError as fehler:
        if "null" in str(fehler):
            raise StartFehler(
                "Ein Argument enthält ein Nullzeichen (\\x00), und das kann kein Programm bekommen."
            ) from None
        raise StartFehler(f"{type(fehler).__name__}: {fehler}") from None
    except OSError as fehler:
        raise StartFehler(f"{type(fehler).__name__}: {fehler.strerror or fehler}") from None
    return _lies_begrenzt(prozess, zeitlimit)


def _lies_begrenzt(prozess, zeitlimit):
    """Liest stdout und stderr parallel, zusammen höchstens ``MAX_BYTES``, dann hält es an."""
    puffer = {"stdout": bytearray(), "stderr": bytearray()}
    stand = {"offen": 2, "angehalten": False}
    sperre, anlass = threading.Lock(), threading.Event()

    def leser(name):
        strom = getattr(prozess, name)
        try:
            while stueck := strom.read1(8192):
                with sperre:
                    platz = MAX_BYTES - len(puffer["stdout"]) - len(puffer["stderr"])
                    puffer[name] += stueck[: max(platz, 0)]
                    if len(stueck) > platz:
                        stand["angehalten"] = True
                        break
        finally:
            with sperre:
                stand["offen"] -= 1
                if stand["angehalten"] or not stand["offen"]:
                    anlass.set()

    faeden = [threading.Thread(target=leser, args=(n,), daemon=True) for n in puffer]
    for faden in faeden:
        faden.start()
    try:
        fertig = anlass.wait(zeitlimit)
        if fertig and not stand["angehalten"]:
            prozess.wait(zeitlimit)  # die Ausgabe ist zu, das Programm läuft vielleicht noch
    except subprocess.TimeoutExpired:
        fertig = False
    finally:
        if not fertig or stand["angehalten"]:
            _beende(prozess)
        for faden in faeden:
            faden.join(1)
        prozess.wait()
        prozess.stdout.close()
        prozess.stderr.close()
    if not fertig:
        dauer = f"{zeitlimit:g} Sekunde{'' if zeitlimit == 1 else 'n'}".replace(".", ",")
        raise RuntimeError(f"Das Kommando lief länger als {dauer} und wurde abgebrochen.")
    return Ergebnis(
        bytes(puffer["stdout"]), bytes(puffer["stderr"]), prozess.returncode, stand["angehalten"]
    )


def _beende(prozess):
    """Beendet den Prozess samt seiner Gruppe; bwrap nimmt seine Kinder mit (die-with-parent)."""
    try:
        os.killpg(prozess.pid, signal.SIGKILL)
    except (AttributeError, OSError):  # Windows kennt keine Prozessgruppen dieser Art
        prozess.kill()
