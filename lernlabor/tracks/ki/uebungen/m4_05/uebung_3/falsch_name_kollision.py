"""Regel 2: Deine Fabrik bindet den Namen richtig, aber ihr Parameter `name` stößt mit einem
Argument des Tools zusammen, das ebenfalls `name` heißt: `partial(huelle, name, ...)` und dazu
`name='notizen.txt'` ergibt einen TypeError. Setze ein `/` hinter die festen Parameter (`def
huelle(name, tool, frage, /, **eingabe)`).
"""

import functools


def huelle(name, tool, frage, **eingabe):
    try:
        antwort = frage(name, dict(eingabe))
    except Exception:
        antwort = None
    if antwort is not True:
        raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
    return tool(**eingabe)


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = functools.partial(huelle, name, werkzeuge[name], frage)
    return neu
