"""Der Teil der Startseite (``docs/index.md``), der die Tracks nennt, aus pyproject.toml.

Er steht zwischen zwei HTML-Kommentaren, ist also gewöhnliches Markdown: MkDocs, Zensical und
jede andere Markdown-Maschine zeigen ihn gleich, ohne ein Plugin. Geschrieben wird er von
``lernlabor neu track``; ``tests/test_autoren_tracks.py`` verlangt, dass er genau dem
entspricht, was ``block`` aus ``[[tool.lernlabor.track]]`` macht. Wer einen Titel oder eine
``beschreibung`` von Hand ändert, schreibt ihn mit ``lernlabor teste docs/index.md --fix`` neu.
"""

from . import Aufruffehler
from . import meldungen as m

ANFANG = (
    "<!-- Anfang der Tracks: aus [[tool.lernlabor.track]] in pyproject.toml, geschrieben von "
    "lernlabor neu track. Ändere die Tracks dort, nicht hier. -->"
)
ENDE = "<!-- Ende der Tracks -->"


def block(alle):
    """Der Teil der Startseite für die Tracks ``alle``: je Track Überschrift, Satz, Übersicht."""
    teile = [ANFANG]
    for track in alle:
        # Nicht „Track KI“: So heißt der Abschnitt im Menü, und zwei Landmarken gleichen Namens
        # (Menü und Inhaltsverzeichnis) verbietet WCAG (axe: landmark-unique).
        teile.append(f"## Die Lektionen des Tracks {track.titel}")
        if track.beschreibung:
            teile.append(track.beschreibung)
        teile.append(f"```kurs\nordner: {track.ordner}\n```")
    teile.append(ENDE)
    return "\n\n".join(teile) + "\n"


def stelle(text):
    """Anfang und Ende des Blocks in ``text`` (Zeichen), sonst ein Aufruffehler."""
    anfang = text.find(ANFANG)
    ende = text.find(ENDE)
    if anfang < 0 or ende < anfang:
        raise Aufruffehler(m.STARTSEITE_OHNE_BLOCK.format(anfang=ANFANG, ende=ENDE))
    return anfang, ende + len(ENDE) + (1 if text[ende + len(ENDE) :].startswith("\n") else 0)


def mit_block(text, alle):
    """``text`` der Startseite mit dem Block für ``alle``; der Rest bleibt Byte für Byte."""
    anfang, ende = stelle(text)
    return text[:anfang] + block(alle) + text[ende:]
