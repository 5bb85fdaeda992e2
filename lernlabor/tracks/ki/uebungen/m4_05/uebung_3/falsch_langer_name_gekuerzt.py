"""Regel 4: Du kürzt einen Tool-Namen über 30 Zeichen in der Ablehnung auf 29 Zeichen und „…“.
Dann nennt sie das Tool nicht mehr: Der Name steht ganz darin, so wie in `werkzeuge`.
"""

def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            anzeige = name if len(name) <= 30 else name[:29] + "…"
            raise PermissionError(f"Das Tool {anzeige} braucht eine Freigabe.")
        return tool(**eingabe)
    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(name)
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
