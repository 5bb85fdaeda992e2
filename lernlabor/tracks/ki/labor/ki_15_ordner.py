"""Die Prüfung von ``--ordner`` für ki_15: Taugt ein Ordner als Arbeitsordner?

Zuerst eine kurze Erlaubnisliste: Ein Arbeitsordner liegt in deinem Home-Ordner oder im
temporären Ordner (``tempfile.gettempdir()``), ist aber keiner der beiden selbst. Alles andere
(Wurzel, Systemordner, fremde Home-Ordner, andere Laufwerke) ist damit schon ausgeschlossen.
Danach lehnt eine Sperrliste ab, was auch dort gefährlich ist: einen Ordner, der dein Home
enthält, Systemordner (falls das Home selbst in einem liegt), versteckte Ordner wie
``~/.ssh``, Schlüsseldateien und Zugangsdaten darin, Einträge, die weder Datei noch Ordner sind
(Geräte, benannte Pipes, Sockets), symbolische Links nach draußen, im Kreis oder ins Leere,
und Dateien, die als harter Link noch einen Namen außerhalb haben. Über solche Links käme
``cat`` trotz Wächter an fremde Dateien, auch in der Sandbox bubblewrap, denn ein harter Link
ist dieselbe Datei.

Was sie nicht schützt: Alles, was im Ordner liegt, kann das Modell lesen, und mit ``--echt``
geht es an den Anbieter. Die Prüfung sieht den Ordner einmal, vor dem Lauf; was danach
hineinkommt, sieht sie nicht. Und der Ordner allein ist keine Grenze: Ohne Sandbox des
Betriebssystems ist er nur das aktuelle Verzeichnis der Kommandos (siehe ``ki_15_prozess``).
"""

import errno
import os
import re
import stat
import tempfile
from pathlib import Path

from lernlabor.tracks.ki.labor.ki_14_fehler import kurz

MAX_EINTRAEGE = 10_000  # größere Ordner prüft das Skript nicht Eintrag für Eintrag, es lehnt sie ab
# Falls das Home selbst in einem dieser Ordner liegt (etwa /var/lib/dienst): nie Arbeitsordner.
SYSTEM = ("/etc", "/proc", "/sys", "/dev", "/boot", "/run", "/opt", "/srv", "/var", "/usr")
SYSTEM_GENAU = ("/home", "/Users", "/root")  # nur der Ordner selbst; darin liegen die Homes
# Namen, unter denen oft Schlüssel, Passwörter oder Zugangsdaten liegen.
SCHLUESSELNAMEN = {
    ".ssh",
    ".gnupg",
    ".aws",
    ".azure",
    ".kube",
    ".docker",
    ".netrc",
    ".npmrc",
    ".pypirc",
    ".pgpass",
    ".git-credentials",
    ".env",
    "credentials",
    "credentials.json",
}
SCHLUESSELANFAENGE = ("id_", ".env.")  # id_rsa, id_ed25519.pub, .env.local, .env.production
SCHLUESSELENDUNGEN = (".key", ".pem", ".p12", ".pfx")
# In .git/config: ein Passwort oder Token in einer Adresse, oder ein eigener Kopf für HTTP.
GIT_ZUGANG = re.compile(r"://[^/\s:@]+:[^/\s@]+@|extraheader|token|password", re.IGNORECASE)


class OrdnerFehler(ValueError):
    """Der Ordner taugt nicht als Arbeitsordner; die Meldung sagt, warum (Exit-Code 2)."""


def pruefe_ordner(pfad):
    """Gibt den aufgelösten Ordner zurück oder ``OrdnerFehler`` (Regeln im Modul-Docstring).

    Auch was beim Auflösen scheitert (ein unbekannter Nutzer in ``~name``, ein Pfad über der
    Grenze des Systems), wird eine deutsche Meldung statt eines Tracebacks.
    """
    try:
        return _pruefe(pfad)
    except RuntimeError as fehler:  # expanduser: unbekannter Nutzer; resolve: Links im Kreis
        if str(pfad).startswith("~"):
            nutzer = str(pfad)[1:].split("/")[0]
            grund = f"Einen Nutzer {nutzer!r} mit Home-Ordner gibt es hier nicht."
        else:
            grund = f"Der Pfad lässt sich nicht auflösen ({fehler})."
        raise OrdnerFehler(f"--ordner {kurz(str(pfad))}: {grund}") from None
    except OSError as fehler:
        if fehler.errno == errno.ENAMETOOLONG:
            grund = "Der Pfad ist länger, als das System erlaubt. Nimm einen kürzeren."
        else:
            grund = f"Der Ordner lässt sich nicht prüfen ({fehler.strerror or fehler})."
        raise OrdnerFehler(f"--ordner {kurz(str(pfad))}: {grund}") from None


def _pruefe(pfad):
    ordner = Path(pfad).expanduser()
    if not ordner.is_dir():
        raise OrdnerFehler(f"--ordner {kurz(str(pfad))} ist kein vorhandener Ordner.")
    ordner = ordner.resolve(strict=True)
    home = Path.home().resolve()
    temp = Path(tempfile.gettempdir()).resolve()
    if ordner == Path(ordner.anchor) or ordner == home or ordner in home.parents:
        raise OrdnerFehler(
            f"--ordner {str(ordner)!r} ist zu groß: Das Modell könnte alles darin lesen, auch "
            "Schlüssel und Passwörter. Nimm einen eigenen, kleinen Ordner."
        )
    im_temp = ordner != temp and ordner.is_relative_to(temp)
    if not im_temp and not (ordner != home and ordner.is_relative_to(home)):
        raise OrdnerFehler(
            f"--ordner {str(ordner)!r} liegt weder in deinem Home-Ordner ({str(home)!r}) noch "
            f"im temporären Ordner ({str(temp)!r}). Nur dort darf ein Arbeitsordner liegen; "
            f"{_NIMM[0].lower()}{_NIMM[1:]}"
        )
    system = any(ordner == Path(s) or ordner.is_relative_to(s) for s in SYSTEM)
    if (system and not im_temp) or str(ordner) in SYSTEM_GENAU:
        raise OrdnerFehler(f"--ordner {str(ordner)!r} ist ein Ordner des Systems. {_NIMM}")
    versteckt = [teil for teil in ordner.parts if teil.startswith(".")]
    if versteckt:
        raise OrdnerFehler(
            f"--ordner {str(ordner)!r} liegt in einem versteckten Ordner ({versteckt[0]!r}); "
            f"dort liegen oft Schlüssel und Einstellungen. {_NIMM}"
        )
    _pruefe_eintraege(ordner)
    return ordner


_NIMM = "Nimm einen eigenen, kleinen Ordner mit Übungsdateien."


def _schluesselname(name):
    """Heißt der Eintrag so, wie oft Schlüssel oder Zugangsdaten heißen?"""
    return (
        name in SCHLUESSELNAMEN
        or name.startswith(SCHLUESSELANFAENGE)
        or name.lower().endswith(SCHLUESSELENDUNGEN)
    )


def _pruefe_eintraege(ordner):
    """Zählt die Einträge und lehnt Schlüssel, Sonderdateien, Links nach draußen und harte
    Links ab."""
    anzahl, namen_innen, harte = 0, {}, {}
    for wurzel, ordnernamen, dateinamen in os.walk(ordner):
        for name in ordnernamen + dateinamen:
            anzahl += 1
            if anzahl > MAX_EINTRAEGE:
                raise OrdnerFehler(
                    f"--ordner {str(ordner)!r} hat mehr als {MAX_EINTRAEGE} Einträge. Nimm "
                    "einen kleineren Ordner."
                )
            eintrag = Path(wurzel, name)
            relativ = eintrag.relative_to(ordner).as_posix()
            if _schluesselname(name):
                raise OrdnerFehler(
                    f"In --ordner liegt {relativ!r}; unter diesem Namen liegen oft Schlüssel "
                    f"oder Passwörter. {_NIMM}"
                )
            if _git_zugang(eintrag):
                raise OrdnerFehler(
                    f"In --ordner steht in {relativ!r} ein Zugang zu einem Git-Server (ein "
                    f"Passwort oder Token in der Adresse oder ein eigener Kopf). {_NIMM}"
                )
            if eintrag.is_symlink():
                _pruefe_link(eintrag, relativ, ordner)
                continue
            info = eintrag.lstat()
            if not (stat.S_ISREG(info.st_mode) or stat.S_ISDIR(info.st_mode)):
                raise OrdnerFehler(
                    f"In --ordner liegt {relativ!r}, und das ist weder eine Datei noch ein "
                    "Ordner (ein Gerät, eine benannte Pipe oder ein Socket). Ein Kommando "
                    f"könnte daran hängen bleiben oder Daten des Systems lesen. {_NIMM}"
                )
            if stat.S_ISREG(info.st_mode) and info.st_nlink > 1:
                kennung = (info.st_dev, info.st_ino)
                namen_innen[kennung] = namen_innen.get(kennung, 0) + 1
                harte[kennung] = (relativ, info.st_nlink)
    for kennung, (relativ, namen) in sorted(harte.items(), key=lambda e: e[1]):
        if namen_innen[kennung] < namen:
            raise OrdnerFehler(
                f"In --ordner hat die Datei {relativ!r} {namen} Namen, aber nur "
                f"{namen_innen[kennung]} davon im Ordner: Sie ist ein harter Link auf eine "
                "Datei, die auch außerhalb liegt. Kopiere sie statt sie zu verlinken."
            )


def _git_zugang(eintrag):
    """Steht in ``.git/config`` ein Token oder Passwort (etwa ``https://name:token@…``)?"""
    if eintrag.name != "config" or eintrag.parent.name != ".git" or eintrag.is_symlink():
        return False
    try:
        with open(eintrag, encoding="utf-8", errors="replace") as datei:
            return GIT_ZUGANG.search(datei.read(1_000_000)) is not None
    except OSError:
        return False


def _pruefe_link(eintrag, relativ, ordner):
    try:
        ziel = eintrag.resolve(strict=True)
    except (OSError, RuntimeError):  # RuntimeError: Schleife unter Python 3.12
        raise OrdnerFehler(
            f"In --ordner führt der Link {relativ!r} im Kreis oder ins Leere. Entferne ihn oder "
            "nimm einen anderen Ordner."
        ) from None
    if not ziel.is_relative_to(ordner):
        raise OrdnerFehler(
            f"In --ordner zeigt der Link {relativ!r} nach draußen ({str(ziel)!r}). Über ihn "
            "käme jedes Kommando aus dem Arbeitsordner hinaus; entferne ihn oder nimm einen "
            "anderen Ordner."
        )
