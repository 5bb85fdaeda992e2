"""Regel 2: Deine Hülle hat `tool` als Parameter mit Vorgabewert (`def bewacht(tool=tool, ...)`).
Schickt das Modell selbst ein Argument `tool`, überschreibt es das Tool: `frage` bekommt das
Argument nicht zu sehen, und die Hülle ruft den übergebenen Wert auf. Die Hülle nimmt nur
`**eingabe`; Tool und Namen bindest du in einer eigenen Funktion wie `bewache(name, tool, frage)`.
"""

def bewache(name, tool, frage):
    def bewacht(tool=tool, **eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is True:
            return tool(**eingabe)
        raise PermissionError(f"{name} nicht freigegeben")
    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(name)
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
