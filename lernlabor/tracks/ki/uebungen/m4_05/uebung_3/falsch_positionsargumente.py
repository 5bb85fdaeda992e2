"""Regel 3: Deine Hülle gibt die Argumente als Positionsargumente an das Tool weiter. Die Tools
erwarten sie als Schlüsselwörter, so wie `lauf_agent` sie schickt; nur so kommt jeder Wert zu
seinem Parameter: `tool(**eingabe)`.
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
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(*eingabe.values())

    return bewacht
