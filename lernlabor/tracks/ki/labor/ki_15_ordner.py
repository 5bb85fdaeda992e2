"""Die Prüfung von ``--ordner`` für ki_15: Taugt ein Ordner als Arbeitsordner?

Was die Prüfung schützt: Das Modell bekommt keinen Ordner, in dem offensichtlich Wertvolles
liegt (Home, Wurzel, Systemordner, versteckte Ordner wie ``~/.ssh``, Schlüsseldateien), und
keinen, aus dem ein Link hinausführt: kein symbolischer Link nach draußen, im Kreis oder ins
Leere und keine Datei, die als harter Link noch einen Namen außerhalb hat. Über solche Links
käme ``cat`` trotz Wächter an fremde Dateien, auch in der Sandbox bubblewrap, denn ein harter
Link ist dieselbe Datei.

Was sie nicht schützt: Alles, was im Ordner liegt, kann das Modell lesen, und mit ``--echt``
geht es an den Anbieter. Die Prüfung sieht den Ordner einmal, vor dem Lauf; was danach
hineinkommt, sieht sie nicht. Und der Ordner allein ist keine Grenze: Ohne Sandbox des
Betriebssystems ist er nur das aktuelle Verzeichnis der Kommandos (siehe ``ki_15_prozess``).
"""

import os
from pathlib import Path

MAX_EINTRAEGE = 10_000  # größere Ordner prüft das Skript nicht Eintrag für Eintrag, es lehnt sie ab
SYSTEM = ("/etc", "/proc", "/sys", "/dev", "/boot", "/run")
# Namen, unter denen oft Schlüssel, Passwörter oder Zugangsdaten liegen.
SCHLUESSELNAMEN = {
    ".ssh",
    ".gnupg",
    ".aws",
    ".azure",
    ".kube",
    ".docker",
    ".netrc",
    ".pgpass",
    ".git-credentials",
    ".env",
    "id_rsa",
    "id_dsa",
    "id_ecdsa",
    "id_ed25519",
}


class OrdnerFehler(ValueError):
    """Der Ordner taugt nicht als Arbeitsordner; die Meldung sagt, warum (Exit-Code 2)."""


def pruefe_ordner(pfad):
    """Gibt den aufgelösten Ordner zurück oder ``OrdnerFehler`` (Regeln im Modul-Docstring)."""
    ordner = Path(pfad).expanduser()
    if not ordner.is_dir():
        raise OrdnerFehler(f"--ordner {str(pfad)!r} ist kein vorhandener Ordner.")
    ordner = ordner.resolve()
    home = Path.home().resolve()
    if ordner == Path(ordner.anchor) or ordner == home or ordner in home.parents:
        raise OrdnerFehler(
            f"--ordner {str(ordner)!r} ist zu groß: Das Modell könnte alles darin lesen, auch "
            "Schlüssel und Passwörter. Nimm einen eigenen, kleinen Ordner."
        )
    if any(ordner == Path(s) or ordner.is_relative_to(s) for s in SYSTEM):
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


def _pruefe_eintraege(ordner):
    """Zählt die Einträge und lehnt Schlüsselnamen, Links nach draußen und harte Links ab."""
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
            if name in SCHLUESSELNAMEN:
                raise OrdnerFehler(
                    f"In --ordner liegt {relativ!r}; unter diesem Namen liegen oft Schlüssel "
                    f"oder Passwörter. {_NIMM}"
                )
            if eintrag.is_symlink():
                _pruefe_link(eintrag, relativ, ordner)
                continue
            stat = eintrag.lstat()
            if not eintrag.is_dir() and stat.st_nlink > 1:
                kennung = (stat.st_dev, stat.st_ino)
                namen_innen[kennung] = namen_innen.get(kennung, 0) + 1
                harte[kennung] = (relativ, stat.st_nlink)
    for kennung, (relativ, namen) in sorted(harte.items(), key=lambda e: e[1]):
        if namen_innen[kennung] < namen:
            raise OrdnerFehler(
                f"In --ordner hat die Datei {relativ!r} {namen} Namen, aber nur "
                f"{namen_innen[kennung]} davon im Ordner: Sie ist ein harter Link auf eine "
                "Datei, die auch außerhalb liegt. Kopiere sie statt sie zu verlinken."
            )


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
