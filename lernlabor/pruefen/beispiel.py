"""Ein Beispielblock einer Lektion laufen lassen: derselbe Kern für die Tests und den Browser.

``tests/markdown_lauf.py`` (CI) und der Pyodide-Worker der Website (Knopf „Ausführen“ unter
jedem Python-Block) rufen beide ``fuehre_block``. So bedeutet „läuft wie dokumentiert“ im
Browser genau dasselbe wie im Test: ein Namensraum je Seite, die Ausgabe von ``print``
mitgeschnitten, ein Fehler als letzte Zeile ``Typname: Text``.
"""

import builtins
import contextlib
import io
import re
from dataclasses import dataclass

from . import meldungen as m

# Eine Zeile eines Ausgabe-Blocks, die einen absichtlichen Fehler dokumentiert.
FEHLERZEILE = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Fehler|Exception|Aufrufe)): ", re.M)
# Die letzte Zeile in der Form ``Name: Text`` oder nur ``Name`` (etwa ``StopIteration``).
_FEHLERKOPF = re.compile(r"^([A-Za-z_][\w.]*)(?::(?: .*)?)?$")
KEIN_FEHLER = "(kein Fehler geworfen)"


@dataclass
class Lauf:
    """Was ein Block getan hat: seine Ausgabe und die Ausnahme, falls er eine warf."""

    ausgabe: str
    fehler: BaseException | None = None

    def text(self):
        """Die Ausgabe so, wie ein Ausgabe-Block sie dokumentiert (Fehler als letzte Zeile)."""
        if self.fehler is None:
            return self.ausgabe
        return self.ausgabe + fehlerzeile(self.fehler) + "\n"


def fehlerzeile(fehler):
    """Die Zeile, mit der Python den Fehler meldet: ``Name: Text``, ohne Text nur ``Name``."""
    text = str(fehler)
    return f"{type(fehler).__name__}: {text}" if text else type(fehler).__name__


def kein_input(prompt=""):
    """Steht für ``input``: Es tippt niemand mit, im Browser nicht und in der Prüfung nicht.

    Ohne sie endete ``input()`` in CPython mit ``EOFError``, in Pyodide mit ``OSError`` und
    englischem Text; so ist es überall derselbe deutsche Fehler.
    """
    raise EOFError(m.KEIN_INPUT.format(aufruf=f"input({prompt!r})" if prompt else "input()"))


def fuehre_block(
    quelle, namensraum, dateiname="<beispiel>", zeile=0, durchlassen=(KeyboardInterrupt, SystemExit)
):
    """Führt ``quelle`` in ``namensraum`` aus und schneidet ``print`` mit.

    ``zeile`` verschiebt die Zeilennummern, damit Tracebacks auf die Zeile in der
    Markdown-Datei zeigen. Ausnahmen aus ``durchlassen`` (etwa ``KeyboardInterrupt``) gehen
    weiter, alle anderen stehen im Ergebnis. Ein Syntaxfehler zählt wie jeder andere Fehler.
    """
    puffer = io.StringIO()
    fehler = None
    namensraum.setdefault("input", kein_input)
    with contextlib.redirect_stdout(puffer):
        try:
            exec(compile("\n" * zeile + quelle, dateiname, "exec"), namensraum)
        except durchlassen:
            raise
        except BaseException as ausnahme:  # noqa: BLE001 – gehört zum Ergebnis
            fehler = ausnahme
    return Lauf(puffer.getvalue(), fehler)


def erwartet_fehler(dokumentiert, namensraum=None, fehler=None):
    """Ob ein Ausgabe-Block einen Fehler dokumentiert, den der Block werfen soll.

    Das tut eine Zeile ``Name: Text`` mit einem Namen auf Error/Fehler/Exception/Aufrufe
    (mehrzeilige Fehlertexte wie bei ``ApiFehler`` stehen darunter). Außerdem die letzte
    Zeile ``Name: Text`` oder ``Name``, wenn ``Name`` der Name des geworfenen Fehlers ist
    oder eine Ausnahmeklasse aus den eingebauten Namen oder dem Namensraum der Seite
    (``StopIteration``, ``KeyError``).
    """
    if not dokumentiert:
        return False
    if FEHLERZEILE.search(dokumentiert):
        return True
    zeilen = dokumentiert.strip().splitlines()
    treffer = _FEHLERKOPF.match(zeilen[-1].strip()) if zeilen else None
    if treffer is None:
        return False
    name = treffer[1]
    if fehler is not None and name == type(fehler).__name__:
        return True
    klasse = (namensraum or {}).get(name, getattr(builtins, name, None))
    return isinstance(klasse, type) and issubclass(klasse, BaseException)


def normal(text):
    """Zeilen ohne Leerzeichen am Ende und ohne Leerzeilen am Rand: so wird verglichen."""
    return [zeile.rstrip() for zeile in text.strip("\n").splitlines()]


def vergleichstext(lauf, dokumentiert, namensraum=None):
    """Der Text, der mit dem Ausgabe-Block verglichen wird.

    Dokumentiert der Block einen Fehler und es kam keiner, steht das als letzte Zeile da,
    damit der Unterschied sichtbar wird.
    """
    text = lauf.text()
    if lauf.fehler is None and erwartet_fehler(dokumentiert, namensraum):
        text += KEIN_FEHLER + "\n"
    return text


def wie_dokumentiert(lauf, dokumentiert, namensraum=None):
    """Ob der Lauf genau die dokumentierte Ausgabe (samt Fehlerzeile) ergab."""
    if dokumentiert is None:
        return False
    return normal(vergleichstext(lauf, dokumentiert, namensraum)) == normal(dokumentiert)


# So viel Ausgabe zeigen Seite und Kommandozeile höchstens (wie MAX_LINES/MAX_CHARS in runtime.js).
MAX_ZEILEN, MAX_ZEICHEN = 2000, 200_000


def kuerze(text, max_zeilen, max_zeichen):
    """Kürzt lange Ausgabe für die Seite; gibt (Text, ob gekürzt) zurück."""
    zeilen = text.splitlines(keepends=True)
    gekuerzt = "".join(zeilen[:max_zeilen])[:max_zeichen]
    return gekuerzt, gekuerzt != text


def fuehre_beispiele(namensraum, bloecke, max_zeilen=MAX_ZEILEN, max_zeichen=MAX_ZEICHEN):
    """Der Lauf hinter dem Knopf „Ausführen“: frühere Blöcke still, dann der gewählte.

    ``bloecke`` ist eine Liste von dicts mit ``code`` und ``dokumentiert`` (der Ausgabe-Block
    oder None); der letzte ist der gewählte Block. Wie im Test darf ein früherer Block nur
    einen dokumentierten Fehler werfen; jeder andere beendet den Lauf dort. Gibt ein dict
    für die Seite zurück: ``gelaufen`` (so viele Blöcke stehen jetzt im Namensraum),
    ``gescheitert`` (Index des Blocks mit unerwartetem Fehler oder None), ``ausgabe``,
    ``fehler`` (``Typname: Text`` oder None), ``zeile`` (wo im Block der Fehler entstand),
    ``erwartet`` (Fehler war dokumentiert), ``wie_dokumentiert``, ``gekuerzt`` und
    ``stderr`` (nur angezeigt, nie verglichen, wie im Test).
    """
    if not bloecke:
        raise ValueError("fuehre_beispiele braucht mindestens einen Block.")
    namensraum.setdefault("__name__", "__lektion__")
    letzter = len(bloecke) - 1
    for index, block in enumerate(bloecke):
        dokumentiert = block.get("dokumentiert")
        name = f"<beispiel {index + 1}>"
        stderr = io.StringIO()  # nur im Browser: Warnungen sollen sichtbar sein, nicht verglichen
        with contextlib.redirect_stderr(stderr):
            lauf = fuehre_block(block["code"], namensraum, name, durchlassen=())
        erwartet = lauf.fehler is not None and erwartet_fehler(
            dokumentiert, namensraum, lauf.fehler
        )
        if index < letzter and (lauf.fehler is None or erwartet):
            continue
        # Wie im Test: ein unerwarteter Fehler zählt den Block nicht als gelaufen.
        gescheitert = None if lauf.fehler is None or erwartet else index
        ausgabe, gekuerzt = kuerze(lauf.text(), max_zeilen, max_zeichen)
        fehler = lauf.fehler
        return {
            "gelaufen": index + (gescheitert is None),
            "gescheitert": gescheitert,
            "ausgabe": ausgabe,
            "fehler": None if fehler is None else fehlerzeile(fehler),
            # wie bei den Übungen: ein deutscher Satz zum englischen Fehler, wo es einen gibt
            "erklaerung": None
            if gescheitert is None
            else m.AUSNAHME_ERKLAERUNGEN.get(type(fehler).__name__),
            "zeile": _zeile_im_block(fehler, name),
            "erwartet": erwartet,
            "wie_dokumentiert": gescheitert is None
            and wie_dokumentiert(lauf, dokumentiert, namensraum),
            "gekuerzt": gekuerzt,
            "stderr": kuerze(stderr.getvalue(), max_zeilen, max_zeichen)[0],
        }
    raise AssertionError("unerreichbar")  # pragma: no cover


def _zeile_im_block(fehler, name):
    """Die Zeile im Block, an der ``fehler`` entstand (für den Editor), sonst None."""
    if fehler is None:
        return None
    if isinstance(fehler, SyntaxError) and fehler.filename == name:
        return fehler.lineno
    zeile, schritt = None, fehler.__traceback__
    while schritt is not None:
        if schritt.tb_frame.f_code.co_filename == name:
            zeile = schritt.tb_lineno
        schritt = schritt.tb_next
    return zeile


class Seitenlauf:
    """Der Namensraum der Seite im Browser und der Code der Blöcke, die darin gelaufen sind.

    Der Worker hält genau einen davon. So läuft ein Block, der schon in dieser Reihenfolge
    mit demselben Code lief, nicht noch einmal; ein geänderter früherer Block, eine andere
    Seite oder ein erneuter Lauf eines schon gelaufenen Blocks beginnen frisch, wie im Test.
    """

    def __init__(self):
        self.seite = None
        self.namensraum = {}
        self.gelaufen = []  # der Code der Blöcke 1…k, die im Namensraum stehen

    def fuehre(self, seite, bloecke, max_zeilen=MAX_ZEILEN, max_zeichen=MAX_ZEICHEN):
        """Führt den letzten der ``bloecke`` aus, die fehlenden früheren vorher still.

        Gibt das dict von ``fuehre_beispiele`` zurück, mit Indizes über die ganze Seite und
        zusätzlich ``still`` (so viele frühere Blöcke liefen jetzt still mit) und ``frisch``.
        """
        codes = [block["code"] for block in bloecke]
        gemeinsam = 0
        while gemeinsam < min(len(self.gelaufen), len(codes) - 1):
            if self.gelaufen[gemeinsam] != codes[gemeinsam]:
                break
            gemeinsam += 1
        frisch = seite != self.seite or gemeinsam < len(self.gelaufen)
        if frisch:
            self.seite, self.namensraum, self.gelaufen, gemeinsam = seite, {}, [], 0
        ergebnis = fuehre_beispiele(self.namensraum, bloecke[gemeinsam:], max_zeilen, max_zeichen)
        ergebnis["gelaufen"] += gemeinsam
        if ergebnis["gescheitert"] is not None:
            ergebnis["gescheitert"] += gemeinsam
        self.gelaufen = codes[: ergebnis["gelaufen"]]
        if ergebnis["gescheitert"] is not None:
            # Der Namensraum trägt halbe Änderungen des gescheiterten Blocks: nächstes Mal frisch.
            self.gelaufen.append(None)
        ergebnis["still"] = len(bloecke) - 1 - gemeinsam
        ergebnis["frisch"] = frisch
        return ergebnis
