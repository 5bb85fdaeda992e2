"""Regel 2: Deine Hülle sieht erst beim Aufruf nach, ob ihr Name noch in `gefaehrlich` steht,
also in der Liste des Aufrufers, wie sie jetzt ist. Leert er sie nach dem Einpacken oder nimmt
den Namen heraus, läuft das gefährliche Tool ohne Rückfrage. Entscheide beim Einpacken, welches
Tool eine Hülle bekommt; die Hülle selbst fragt dann bei jedem Aufruf.
"""


def bewache(name, tool, frage, gefaehrlich):
    def bewacht(**eingabe):
        if name not in gefaehrlich:  # die Liste von jetzt, nicht die vom Einpacken
            return tool(**eingabe)
        try:
            antwort = frage(name, dict(eingabe))
        except Exception:
            antwort = None
        if antwort is not True:
            raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")
        return tool(**eingabe)

    return bewacht


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        neu[name] = bewache(name, werkzeuge[name], frage, gefaehrlich)
    return neu
