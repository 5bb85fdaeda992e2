"""Regel 5: Du überspringst einen leeren Namen `""` in
`gefaehrlich`. Auch er ist kein Tool in `werkzeuge`: Wer ihn einträgt, hat sich vertan, und
`mit_freigabe` löst einen `ValueError` aus.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    gefaehrlich = [n for n in gefaehrlich if n]
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, werkzeuge[name], frage)
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
