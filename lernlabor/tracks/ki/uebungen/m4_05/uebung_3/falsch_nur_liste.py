"""Regel 1: Du greifst über einen Index auf `gefaehrlich` zu (`gefaehrlich[i]`). Ein set hat keine
Indizes, und `gefaehrlich` darf auch ein set sein: Geh mit `for name in gefaehrlich:` durch.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    for i in range(len(gefaehrlich)):
        if gefaehrlich[i] not in werkzeuge:
            raise ValueError(f"Das Tool {gefaehrlich[i]} gibt es nicht. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for i in range(len(gefaehrlich)):
        name = gefaehrlich[i]
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
