"""Ein Skript laufen lassen wie ``python skript.py``, nur ohne jedes Mal die SDKs zu laden.

``import anthropic`` kostet über 2 s CPU (pydantic baut Hunderte Modelle), ``import openai``
knapp 1 s. Die Tests der lokalen Labore starten ihre Skripte dutzendfach, und jeder Start lud
die SDKs neu. Hier lädt ein Forkserver (``multiprocessing``) beide einmal je Testprozess; jeder
Lauf ist ein frischer Fork davon, mit eigener Umgebung, eigenem Arbeitsordner, eigenen
Argumenten, eigenem stdin/stdout/stderr und Rückgabewert wie ein neuer Prozess.
``tests/test_ki_14_echter_agent.py`` vergleicht beide Wege an denselben Läufen.
"""

import multiprocessing
import os
import runpy
import subprocess
import sys
import tempfile
import traceback
from functools import cache
from pathlib import Path

VORLADEN = ["anthropic", "openai"]


@cache
def _kontext():
    kontext = multiprocessing.get_context("forkserver")
    kontext.set_forkserver_preload(VORLADEN)
    return kontext


def starte_vorgeladen(skript, argumente, umgebung, ordner, timeout):
    """``subprocess.run([python, skript, *argumente], capture_output=True, text=True, …)``."""
    befehl = [sys.executable, str(skript), *argumente]
    with tempfile.TemporaryDirectory(prefix="lernlabor-lauf-") as tmp:
        aus, fehler = Path(tmp) / "stdout", Path(tmp) / "stderr"
        lauf = _kontext().Process(
            target=_im_kind, args=(str(skript), list(argumente), umgebung, str(ordner), aus, fehler)
        )
        lauf.start()
        lauf.join(timeout)
        if lauf.is_alive():
            lauf.kill()
            lauf.join()
            raise subprocess.TimeoutExpired(befehl, timeout)
        return subprocess.CompletedProcess(
            befehl,
            lauf.exitcode,
            aus.read_text("utf-8") if aus.exists() else "",
            fehler.read_text("utf-8") if fehler.exists() else "",
        )


def _im_kind(skript, argumente, umgebung, ordner, aus, fehler):
    """Im Fork: die Lage eines neuen ``python skript.py`` herstellen, dann das Skript."""
    os.chdir(ordner)
    os.environ.clear()
    os.environ.update(umgebung)
    eingabe = os.open(os.devnull, os.O_RDONLY)
    os.dup2(eingabe, 0)
    for nummer, pfad in ((1, aus), (2, fehler)):
        datei = os.open(pfad, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(datei, nummer)
        os.close(datei)
    sys.stdin = open(0, encoding="utf-8", closefd=False)
    sys.stdout = open(1, "w", encoding="utf-8", closefd=False)
    sys.stderr = open(2, "w", encoding="utf-8", errors="backslashreplace", closefd=False)
    sys.argv = [skript, *argumente]
    sys.path[0] = os.path.dirname(skript)  # wie bei ``python skript.py``
    code = 0
    try:
        runpy.run_path(skript, run_name="__main__")
    except SystemExit as ende:
        if ende.code is None or isinstance(ende.code, int):
            code = ende.code or 0
        else:
            print(ende.code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    # Wie am Ende eines Prozesses: multiprocessing wartet auf Threads und gibt den Code zurück.
    sys.exit(code)
