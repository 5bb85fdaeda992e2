"""Regel 1: Du trägst die Hüllen zuerst in das übergebene
`werkzeuge` ein und stellst es erst am Ende wieder her. Kommt dazwischen der `ValueError`,
bleiben Hüllen darin stehen. Prüfe alle Namen, bevor du etwas einpackst, und pack in ein neues
dict ein.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    vorher = dict(werkzeuge)
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(f"Das Tool {name} gibt es nicht. Ein Tippfehler?")
        if werkzeuge[name] is vorher[name]:
            werkzeuge[name] = bewache(name, vorher[name], frage)
    neu = dict(werkzeuge)
    werkzeuge.update(vorher)
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
