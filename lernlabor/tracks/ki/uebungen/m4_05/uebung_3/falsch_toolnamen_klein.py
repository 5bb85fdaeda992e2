"""Regel 1: Dein neues dict schreibt die Tool-Namen um (hier klein). Das Modell ruft ein Tool
mit dem Namen, unter dem es in `werkzeuge` steht, etwa `LiesDatei`; unter `liesdatei` findet
`lauf_agent` es nicht. Übernimm jeden Schlüssel genau so, wie er in `werkzeuge` steht.
"""


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, werkzeuge[name], frage)
    return {name.lower(): tool for name, tool in neu.items()}


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
