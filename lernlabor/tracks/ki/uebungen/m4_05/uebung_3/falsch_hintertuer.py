"""Regel 2: Deine Hülle lässt das Tool ohne Rückfrage laufen, wenn das Modell ein Argument wie
`bestaetigt=True` mitschickt. Das Modell kann jedes Argument erfinden, auch dieses: Frag
`frage` bei jedem Aufruf, ganz gleich, welche Argumente kommen.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        if eingabe.get("bestaetigt") is True:
            return tool(**{k: v for k, v in eingabe.items() if k != "bestaetigt"})
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht
