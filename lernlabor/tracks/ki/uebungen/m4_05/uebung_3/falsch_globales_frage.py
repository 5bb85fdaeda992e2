"""Regel 2: Deine Hülle fragt ein `frage`, das an einer Stelle für alle liegt (eine Variable des
Moduls), und jeder Aufruf von `mit_freigabe` überschreibt es. Nach einem zweiten Aufruf fragen
auch die Hüllen des ersten das neue `frage`: Sagt es ja, läuft ein Tool, das sein eigenes
`frage` abgelehnt hätte. Gib jeder Hülle ihr `frage` als Parameter mit:
`bewache(name, tool, frage)`.
"""

_FRAGE = None


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = _FRAGE(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is True:
            return tool(**eingabe)
        raise PermissionError(f"Tool {name} wurde nicht freigegeben")

    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    global _FRAGE
    _FRAGE = frage
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(f"unbekanntes Tool: {name}")
    neu = dict(werkzeuge)
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
