"""Alles oder nichts: Die ``neu``-Befehle schreiben über einen ``Schreiber``.

Scheitert ein Schreiben (voller Datenträger, fehlende Rechte, eine gesperrte Datei), nimmt der
Schreiber alles zurück, was der Befehl bis dahin angelegt oder geändert hat. Sonst bliebe
etwa eine Seite ohne Eintrag in der Navigation zurück, und der nächste Versuch hieße „gibt es
schon“.
"""

from contextlib import contextmanager

from . import Aufruffehler
from . import meldungen as m


class Schreiber:
    """Merkt sich jede neue Datei, jeden neuen Ordner und den alten Inhalt geänderter Dateien."""

    def __init__(self):
        self._neu = []
        self._alt = {}

    def ordner(self, pfad):
        """Legt ``pfad`` mit allen fehlenden Ordnern darüber an."""
        fehlend = []
        while not pfad.exists():
            fehlend.append(pfad)
            pfad = pfad.parent
        for neu in reversed(fehlend):
            self._neu.append(neu)
            neu.mkdir()

    def datei(self, pfad, text):
        """Schreibt ``text`` (UTF-8) nach ``pfad``; eine vorhandene Datei wird gemerkt."""
        if pfad.exists():
            self._alt.setdefault(pfad, pfad.read_bytes())
        else:
            self._neu.append(pfad)
        pfad.write_text(text, encoding="utf-8")

    def nimm_zurueck(self):
        """Stellt geänderte Dateien wieder her und entfernt Neues, das Jüngste zuerst."""
        for pfad, inhalt in self._alt.items():
            pfad.write_bytes(inhalt)
        for pfad in reversed(self._neu):
            if pfad.is_dir():
                pfad.rmdir()
            else:
                pfad.unlink(missing_ok=True)


@contextmanager
def alles_oder_nichts(repo):
    """Ein ``Schreiber``; ein ``OSError`` darin nimmt alles zurück und wird ein Aufruffehler."""
    schreiber = Schreiber()
    try:
        yield schreiber
    except OSError as fehler:
        schreiber.nimm_zurueck()
        pfad = fehler.filename or "?"
        try:
            pfad = f"{type(repo)(pfad).relative_to(repo)}"
        except ValueError:
            pass
        grund = fehler.strerror or str(fehler)
        raise Aufruffehler(m.SCHREIBEN_GESCHEITERT.format(pfad=pfad, grund=grund)) from None
