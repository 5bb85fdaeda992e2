"""Regel 2: Späte Bindung: Deine Hüllen sind Lambdas in einer Comprehension und lesen den Namen
erst beim Aufruf, wenn die Variable der Comprehension schon ihren letzten Wert hat. So fragt
jede Hülle nach dem letzten Tool. Baue die Hülle in einer eigenen Funktion, die `name` und
`tool` als Parameter bekommt.
"""

def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")

    def freigegeben(name, eingabe):
        try:
            return frage(name, eingabe) is True
        except Exception:
            return False

    def ablehnen(name):
        raise PermissionError(f"Das Tool {name} wurde nicht freigegeben und lief nicht.")

    return {
        n: (lambda **e: werkzeuge[n](**e) if freigegeben(n, dict(e)) else ablehnen(n))  # noqa: B023
        if n in gefaehrlich
        else t
        for n, t in werkzeuge.items()
    }
