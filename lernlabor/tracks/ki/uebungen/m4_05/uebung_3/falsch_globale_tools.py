"""Regel 3: Deine Hülle schlägt ihr Tool beim Aufruf in einem dict nach, das für alle Aufrufe
von `mit_freigabe` gemeinsam ist (eine Variable des Moduls), und jeder Aufruf trägt dort seine
Tools ein. Nach einem zweiten Aufruf mit demselben Namen ruft die Hülle des ersten das Tool des
zweiten. Gib jeder Hülle ihr Tool beim Einpacken als Parameter mit:
`bewache(name, tool, frage)`.
"""

_ORIGINALE = {}


def bewache(name, tool, frage):
    def bewacht(**eingabe):
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is True:
            return _ORIGINALE[name](**eingabe)
        raise PermissionError(f"Tool {name} wurde nicht freigegeben")

    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(f"unbekanntes Tool: {name}")
    neu = dict(werkzeuge)
    _ORIGINALE.update({name: werkzeuge[name] for name in gefaehrlich})
    for name in set(gefaehrlich):
        neu[name] = bewache(name, werkzeuge[name], frage)
    return neu
