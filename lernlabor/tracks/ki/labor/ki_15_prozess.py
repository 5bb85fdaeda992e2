"""Ein Kommando von ki_15 als begrenzter Prozess, unter Linux wenn möglich in bubblewrap.

Der Wächter (``lernlabor/tracks/ki/simulator/kommando.py``) prüft nur den Text eines
Kommandos. Was danach läuft, begrenzt dieses Modul, damit eine Lücke im Wächter nicht gleich
alles öffnet:

- Zeit: höchstens ``ZEITLIMIT`` Sekunden, dann wird der Prozess beendet, samt seiner
  Prozessgruppe und jedem Nachfahren, der noch an seiner Ausgabe hängt (auch einer, der sich
  mit ``setsid`` in eine eigene Sitzung abgesetzt hat). Das Skript wartet auf keinen von ihnen.
- Speicher: höchstens ``MAX_SPEICHER`` Bytes Adressraum je Kommando (``RLIMIT_AS``, unter
  Linux); wer mehr will, bekommt ihn nicht, und ``grep`` etwa meldet „memory exhausted“.
- Ausgabe: höchstens ``MAX_BYTES`` Bytes von stdout und stderr zusammen landen im Speicher;
  schreibt das Programm mehr, wird es angehalten.
- Umgebung: leer. Das Programm bekommt keine Variable aus ``os.environ`` mit, und es kommt
  selbst aus den Programmordnern des Systems (``SYSTEMPFAD``), nicht aus deinem PATH. Ohne
  bubblewrap ist das kein Schutz der Schlüssel: Ein Kommando, das der Wächter fälschlich
  durchlässt, könnte die Umgebung des Skripts unter Linux aus ``/proc/<Nummer>/environ``
  lesen. In bubblewrap gibt es den Prozess des Skripts für das Kommando nicht.
- Betriebssystem: Gibt es bubblewrap (``bwrap``, Linux), läuft jedes Kommando darin. Es sieht
  nur die Programmordner des Systems und den Arbeitsordner, beides nur lesend, hat kein Netz,
  eigene Prozessnummern und stirbt mit seinem Elternprozess. Ohne bubblewrap ist der
  Arbeitsordner nur das aktuelle Verzeichnis des Prozesses: Ein Kommando, das der Wächter
  fälschlich durchlässt, könnte dann jede Datei lesen, die du lesen darfst.
"""

import os
import selectors
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass

try:
    import resource
except ImportError:  # Windows: keine Grenzen dieser Art
    resource = None

ZEITLIMIT = 5  # Sekunden je Kommando
MAX_SPEICHER = 512 * 1024 * 1024  # Bytes Adressraum je Kommando (512 MiB)
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


SELBST = object()  # statt eines bwrap-Pfads: die Sandbox suchen, wenn es sie gibt
_GEPRUEFT = {}  # Pfad von bwrap -> Ergebnis von finde_sandbox, einmal je Prozess


def standard_sandbox():
    """Der bwrap-Pfad, wenn bubblewrap hier läuft, sonst ``None``; je Pfad einmal ausprobiert.

    Der Standard für jeden, der Kommandos ausführt, ohne eine Sandbox zu nennen: Wer Code aus
    ki_15 wiederverwendet, bekommt die Sandbox, ohne daran denken zu müssen.
    """
    pfad = shutil.which(BWRAP) if sys.platform.startswith("linux") else None
    if pfad not in _GEPRUEFT:
        _GEPRUEFT[pfad] = finde_sandbox()[0]
    return _GEPRUEFT[pfad]


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
        grenzen = {} if resource is None else {"preexec_fn": _begrenze_speicher}
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
            **grenzen,
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


def sekunden(wert):
    """Eine Dauer für Meldungen, auf Zehntel gerundet: ``1 Sekunde``, ``1,5 Sekunden``."""
    gerundet = round(wert, 1)
    return f"{gerundet:g} Sekunde{'' if gerundet == 1 else 'n'}".replace(".", ",")


def _begrenze_speicher():
    """Läuft im Kind vor dem Start des Programms: höchstens ``MAX_SPEICHER`` Adressraum."""
    _, hart = resource.getrlimit(resource.RLIMIT_AS)
    grenze = MAX_SPEICHER if hart == resource.RLIM_INFINITY else min(MAX_SPEICHER, hart)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (grenze, grenze))
    except (ValueError, OSError):  # macOS setzt diese Grenze nicht durch; dann ohne
        pass


def _lies_begrenzt(prozess, zeitlimit):
    """Liest stdout und stderr, zusammen höchstens ``MAX_BYTES``, bis zur Frist ``zeitlimit``.

    Ein einziger Faden mit ``selectors``: Es gibt keinen Leser, auf den das Skript am Ende
    warten müsste. Hält ein Nachfahre die Ausgabe offen (``setsid sleep 23 &``), endet das
    Lesen trotzdem an der Frist.
    """
    frist = time.monotonic() + zeitlimit
    puffer = {prozess.stdout.fileno(): bytearray(), prozess.stderr.fileno(): bytearray()}
    angehalten = abgelaufen = False
    with selectors.DefaultSelector() as auswahl:
        for fd in puffer:
            os.set_blocking(fd, False)
            auswahl.register(fd, selectors.EVENT_READ)
        while auswahl.get_map() and not angehalten:
            rest = frist - time.monotonic()
            if rest <= 0:
                abgelaufen = True
                break
            for schluessel, _ in auswahl.select(rest):
                try:
                    stueck = os.read(schluessel.fd, 8192)
                except BlockingIOError:
                    continue
                if not stueck:
                    auswahl.unregister(schluessel.fd)
                    continue
                platz = MAX_BYTES - sum(map(len, puffer.values()))
                puffer[schluessel.fd] += stueck[: max(platz, 0)]
                if len(stueck) > platz:
                    angehalten = True
                    break
    if not (abgelaufen or angehalten):
        try:  # die Ausgabe ist zu, das Programm läuft vielleicht noch
            prozess.wait(max(frist - time.monotonic(), 0))
        except subprocess.TimeoutExpired:
            abgelaufen = True
    if abgelaufen or angehalten:
        # Vor dem ersten wait: Solange das Kind nicht abgeholt ist, gehört seine Nummer ihm.
        _beende(prozess, list(puffer))
    prozess.stdout.close()
    prozess.stderr.close()
    prozess.wait()
    if abgelaufen:
        raise RuntimeError(
            f"Das Kommando lief länger als {sekunden(zeitlimit)} und wurde abgebrochen."
        )
    out, err = puffer.values()
    return Ergebnis(bytes(out), bytes(err), prozess.returncode, angehalten)


def _beende(prozess, rohre):
    """Beendet den Prozess, seine Gruppe und jeden Prozess, der noch an ``rohre`` schreibt.

    bwrap nimmt seine Kinder ohnehin mit (eigener Namensraum, die-with-parent). Ohne bwrap
    kann sich ein Nachfahre mit ``setsid`` aus der Gruppe lösen; hält er noch die Ausgabe,
    findet ihn ``_schreiber`` über ``/proc`` (nur Linux).
    """
    try:
        os.killpg(prozess.pid, signal.SIGKILL)
    except (AttributeError, OSError):  # Windows kennt keine Prozessgruppen dieser Art
        prozess.kill()
    for nummer in _schreiber(rohre):
        try:
            os.kill(nummer, signal.SIGKILL)
        except OSError:
            pass


def _schreiber(rohre):
    """Die Nummern der Prozesse (außer diesem), die eine der Pipes ``rohre`` offen halten."""
    try:
        ziele = {f"pipe:[{os.fstat(fd).st_ino}]" for fd in rohre}
        nummern = [int(n) for n in os.listdir("/proc") if n.isdigit()]
    except OSError:  # kein /proc (macOS): die Nachfahren bleiben, blockieren aber nichts
        return []
    gefunden = []
    for nummer in nummern:
        if nummer == os.getpid():
            continue
        try:
            offen = os.listdir(f"/proc/{nummer}/fd")
            if any(os.readlink(f"/proc/{nummer}/fd/{fd}") in ziele for fd in offen):
                gefunden.append(nummer)
        except OSError:  # schon beendet oder fremd
            continue
    return gefunden
