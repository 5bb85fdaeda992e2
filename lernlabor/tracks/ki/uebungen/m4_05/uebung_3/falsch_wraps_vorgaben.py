"""Regel 2: Deine Hülle hat `n` und `t` als Parameter mit Vorgabewert;
`functools.wraps` versteckt sie nur in der Signatur. Ein Argument `n` vom Modell überschreibt
den Tool-Namen: `loesche_datei(name='notizen.txt', n='lies_datei')` fragt nach `lies_datei` und
löscht. Die Hülle nimmt nur `**eingabe`; Name und Tool bindest du in einer eigenen Funktion wie
`bewache(name, tool, frage)`.
"""

import functools


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        tool = werkzeuge[name]

        @functools.wraps(tool)
        def bewacht(n=name, t=tool, **eingabe):
            try:
                antwort = frage(n, dict(eingabe))
            except Exception:
                antwort = None
            if antwort is not True:
                raise PermissionError(f"Das Tool {n} wurde nicht freigegeben und lief nicht.")
            return t(**eingabe)

        neu[name] = bewacht
    return neu


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
