"""Lauf der Python-Blöcke einer Lektion: gemeinsamer Namensraum, Ausgabe- und Zahlenprüfung.

pytest-markdown-docs findet die Blöcke und meldet sie als Testfälle. Dieses Plugin
(geladen mit ``-p tests.markdown_lauf`` in ``pyproject.toml``) ersetzt nur dessen
Standard-Runner und ergänzt, was dem Paket fehlt:

* Alle Blöcke einer Seite laufen der Reihe nach in *einem* Namensraum, wie eine Sitzung
  beim Lesen. Wird ein einzelner Block ausgewählt, laufen die früheren vorher still mit.
* Folgt einem Block direkt ein ```` ```output ````-Block, muss die Ausgabe des Blocks
  genau diesem Text entsprechen (Zeilenenden ohne Leerzeichen). Sonst schlägt der Test
  fehl und zeigt beide Texte.
* Ein Block, der absichtlich scheitert, zeigt den Fehler als letzte Zeile seines
  Ausgabe-Blocks, so wie Python ihn meldet: ``ApiFehler: messages[1]: …`` oder nur
  ``StopIteration``. Er muss genau diesen Fehler werfen; wirft er nicht, schlägt der Test
  fehl (Regel in ``lernlabor.pruefen.beispiel.erwartet_fehler``).
* Scheitert ein Block unerwartet, melden die späteren Blöcke nur „ein früherer Block ist
  gescheitert“ mit dessen Zeile, nicht dessen Aufrufkette.
* Zahlen im Fließtext tragen einen unsichtbaren Kommentar mit dem Ausdruck, der sie
  erzeugt: ``17<!-- = eingaben[0] -->``. ``zahlen_der_seite`` liefert diese Stellen, der
  Test in ``test_lektionen.py`` vergleicht sie mit dem Namensraum nach allen Blöcken.

So umgeht es die bekannten Grenzen von pytest-markdown-docs 0.9 (kein Mitschnitt der
Ausgabe, ``continuation`` führt alles erneut aus, ein ``TypeError`` läuft doppelt) an
einer Stelle.
"""

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from pytest_markdown_docs._runners import DefaultRunner, register_runner

from lernlabor.pruefen.beispiel import (
    erwartet_fehler,
    fehlerzeile,
    fuehre_block,
    normal,
    vergleichstext,
)
from lernlabor.web.example_blocks import find_examples

_TAUSENDER = re.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?")
_ZAHL_MIT_AUSDRUCK = re.compile(r"([-+]?\d[\d.,]*)<!--\s*=\s*(.+?)\s*-->")


class AusgabeAbweichung(AssertionError):
    """Die Ausgabe eines Blocks stimmt nicht mit seinem Ausgabe-Block überein.

    ``ort`` ist „Datei:Zeile“ des Ausgabe-Blocks, ``tatsaechlich`` die echte Ausgabe; beides
    liest ``lernlabor teste`` (Zusammenfassung, ``--ausgaben-schreiben``).
    """

    def __init__(self, text, ort=None, tatsaechlich=None):
        super().__init__(text)
        self.ort, self.tatsaechlich = ort, tatsaechlich


class FruehererBlockGescheitert(AssertionError):
    """Ein früherer Block der Seite warf unerwartet; dieser Block lief deshalb nicht."""

    def __init__(self, text, ort=None):
        super().__init__(text)
        self.ort = ort


@dataclass
class Block:
    """Ein Python-Block der Seite mit der Ausgabe, die darunter dokumentiert ist."""

    zeile: int  # erste Code-Zeile (0-basiert), wie pytest-markdown-docs sie zählt
    quelle: str
    ausgabe: str | None
    ausgabe_zeile: int | None = None  # Zeile (1-basiert) der Zeile ```output


@dataclass
class Seite:
    """Der Zustand einer Lektion während des Laufs: Namensraum und erledigte Blöcke."""

    pfad: Path
    bloecke: list[Block]
    namensraum: dict = field(default_factory=dict)
    erledigt: int = 0  # so viele Blöcke sind im Namensraum gelaufen

    def fuehre_bis(self, zeile, startwerte=None):
        """Führt die Blöcke bis einschließlich dem an ``zeile`` aus, frühere still vorher."""
        ziel = next((i for i, b in enumerate(self.bloecke) if b.zeile == zeile), None)
        if ziel is None:
            raise LookupError(f"Kein Python-Block in {self.pfad} ab Zeile {zeile + 1}.")
        if ziel < self.erledigt:  # erneuter Lauf: frisch beginnen
            self.namensraum, self.erledigt = {}, 0
        if not self.erledigt:
            self.namensraum.update(startwerte or {})
            self.namensraum["__name__"] = "__lektion__"
        while self.erledigt <= ziel:
            # Nur der Zielblock wird verglichen; frühere melden nur unerwartete Fehler.
            if self.erledigt == ziel:
                self._fuehre_aus(self.bloecke[ziel])
            else:
                self._fuehre_frueheren_aus(self.bloecke[self.erledigt], self.bloecke[ziel])
            self.erledigt += 1

    def _fuehre_frueheren_aus(self, block, ziel):
        """Ein früherer Block läuft still; scheitert er, nennt die Meldung ihn, nicht das Ziel."""
        try:
            self._fuehre_aus(block, pruefen=False)
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as fehler:  # noqa: BLE001 – wird zur Meldung über den früheren Block
            raise _frueher_gescheitert(self.pfad, block, ziel, fehler) from None

    def _fuehre_aus(self, block, pruefen=True):
        # Der Kern (Ausführen, Mitschnitt, Fehlerzeile) ist derselbe wie im Browser.
        lauf = fuehre_block(block.quelle, self.namensraum, str(self.pfad), block.zeile)
        erwartet = block.ausgabe
        if lauf.fehler is not None and not erwartet_fehler(erwartet, self.namensraum, lauf.fehler):
            raise lauf.fehler
        if erwartet is None or not pruefen:
            return
        tatsaechlich = vergleichstext(lauf, erwartet, self.namensraum)
        if _normal(tatsaechlich) != _normal(erwartet):
            ort = f"{_kurz(self.pfad)}:{block.ausgabe_zeile}"
            bericht = _bericht(self.pfad, block, erwartet, tatsaechlich)
            raise AusgabeAbweichung(bericht, ort, tatsaechlich)


def _kurz(pfad):
    """Der Pfad relativ zum Arbeitsordner, wenn er darin liegt (kürzer in Meldungen)."""
    try:
        return str(Path(pfad).resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(pfad)


def _frueher_gescheitert(pfad, block, ziel, fehler):
    """Die Meldung für einen Block, vor dem ein anderer unerwartet scheiterte."""
    ort = f"{_kurz(pfad)}:{block.zeile + 1}"
    text = (
        f"{ort}: Ein früherer Block ist gescheitert ({fehlerzeile(fehler)}). "
        f"Der Block ab Zeile {ziel.zeile + 1} lief deshalb nicht; behebe zuerst den früheren."
    )
    return FruehererBlockGescheitert(text, ort)


_normal = normal


def _bericht(pfad, block, erwartet, tatsaechlich):
    unterschied = "\n".join(
        difflib.unified_diff(
            _normal(erwartet), _normal(tatsaechlich), "dokumentiert", "tatsächlich", lineterm=""
        )
    )
    return (
        f"{_kurz(pfad)}:{block.ausgabe_zeile}: Die Ausgabe des Blocks ab Zeile "
        f"{block.zeile + 1} weicht vom Ausgabe-Block ab.\n"
        f"--- dokumentiert ---\n{erwartet.rstrip()}\n"
        f"--- tatsächlich ---\n{tatsaechlich.rstrip()}\n"
        f"--- Unterschied ---\n{unterschied}"
    )


def bloecke_der_seite(pfad):
    """Alle Python-Blöcke einer Markdown-Datei, jeweils mit dem direkt folgenden Ausgabe-Block.

    Welche Blöcke zählen, entscheidet eine Stelle: ``lernlabor.web.example_blocks.find_examples``,
    dieselbe Funktion, die auf der Seite die Knöpfe „Ausführen“ nummeriert.
    """
    text = Path(pfad).read_text("utf8")
    return [
        Block(b.line + 1, b.source, b.documented, b.documented_line) for b in find_examples(text)
    ]


def zahlen_der_seite(pfad):
    """Die Zahlen im Text mit ihrem Ausdruck: Liste von (Zahl als Text, Ausdruck, Zeile)."""
    funde = []
    for nummer, zeile in enumerate(Path(pfad).read_text("utf8").splitlines(), start=1):
        funde += [(m.group(1), m.group(2), nummer) for m in _ZAHL_MIT_AUSDRUCK.finditer(zeile)]
    return funde


def stimmt_zahl(text, wert):
    """Ob die Zahl ``text`` aus dem Fließtext (deutsches Komma) den Wert ``wert`` zeigt.

    Ganze Zahlen müssen genau stimmen, Kommazahlen auf so viele Stellen, wie der Text zeigt.
    Punkte zwischen Dreiergruppen trennen Tausender (87.500).
    """
    text = text.rstrip(".,")
    if _TAUSENDER.fullmatch(text):
        text = text.replace(".", "")
    if isinstance(wert, bool) or not isinstance(wert, int | float):
        return False
    if "," not in text:
        # Eine ganze Zahl im Text passt zu int und zu einer Kommazahl ohne Nachkommastellen.
        ganz = isinstance(wert, int) or float(wert).is_integer()
        return text.isdigit() and ganz and int(text) == wert
    stellen = len(text.split(",")[1])
    return float(text.replace(",", ".")) == round(wert, stellen)


_SEITEN = {}


def seite(pfad, neu=False):
    """Die Seite zu ``pfad``; mit ``neu=True`` ein frischer Lauf unabhängig vom Testlauf."""
    pfad = Path(pfad).resolve()
    if neu:
        return Seite(pfad, bloecke_der_seite(pfad))
    if pfad not in _SEITEN:
        _SEITEN[pfad] = Seite(pfad, bloecke_der_seite(pfad))
    return _SEITEN[pfad]


@register_runner(default=True)
class LektionsLauf(DefaultRunner):
    """Standard-Runner für alle Python-Blöcke in Markdown-Dateien."""

    def runtest(self, test, args, *, asyncio_runner=None):
        if Path(test.source_path).suffix != ".md":  # Docstrings in .py-Dateien: wie bisher
            return super().runtest(test, args, asyncio_runner=asyncio_runner)
        try:
            seite(test.source_path).fuehre_bis(test.start_line, args)
        except TypeError as fehler:
            # pytest-markdown-docs wiederholt Blöcke, die TypeError werfen; so läuft keiner doppelt
            raise AssertionError(f"TypeError: {fehler}") from fehler

    def repr_failure(self, test, excinfo, style=None):
        if isinstance(excinfo.value, AusgabeAbweichung | FruehererBlockGescheitert):
            return str(excinfo.value)
        return super().repr_failure(test, excinfo, style)
