"""Die Wache vor ast.parse: Eine Eingabe über 200 Zeichen erreicht den Parser nie.

An 100 000 Zeichen bricht ast.parse in CPython mit MemoryError ab; in Pyodide sprengt es den
Stapel des Browsers, und Python stürzt ab. Die Wache reicht einen zu langen Text darum nicht
an den echten Parser weiter, sondern merkt ihn sich und bricht ``berechne`` ab. So urteilen
Browser und Kommandozeile gleich, und wer erst parst und dann die Länge prüft, fällt auch dann
auf, wenn er MemoryError abfängt.
"""

import ast
from contextlib import contextmanager

LAENGE = 200  # wie in der Aufgabe: Längere Eingaben lehnt berechne ab, bevor es parst


class ZuLangGeparst(BaseException):
    """Bricht ``berechne`` ab; BaseException, damit ``except Exception`` sie nicht schluckt."""


@contextmanager
def parsewache(namensraum, notiere=None):
    """Ersetzt ast.parse (auch ein ``from ast import parse``) für die Dauer des Blocks.

    Liefert die Liste der Längen, mit denen ``berechne`` den Parser zu früh aufrief, und
    meldet jede an ``notiere`` (ein Ereignis des Vertrags), wenn es eines gibt.
    """
    echt = ast.parse
    zu_lang = []

    def parse(source, *args, **kwargs):
        if isinstance(source, (str, bytes)) and len(source) > LAENGE:
            zu_lang.append(len(source))
            if notiere is not None:
                notiere("ast.parse mit einem Text der Länge", len(source))
            raise ZuLangGeparst
        return echt(source, *args, **kwargs)

    namen = [name for name, wert in namensraum.items() if wert is echt]
    ast.parse = parse
    namensraum.update(dict.fromkeys(namen, parse))
    try:
        yield zu_lang
    finally:
        ast.parse = echt
        namensraum.update(dict.fromkeys(namen, echt))
