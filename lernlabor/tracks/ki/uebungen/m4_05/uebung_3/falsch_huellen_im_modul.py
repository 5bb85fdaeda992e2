"""Regel 2: Deine Hüllen liegen in einem dict des Moduls, eine je Tool, und werden beim nächsten
Aufruf von `mit_freigabe` mit demselben Tool wiederverwendet. Eine solche Hülle fragt dann das
`frage` des ersten Aufrufs, nicht das, das du jetzt übergibst. Baue bei jedem Aufruf neue
Hüllen: `neu[name] = bewache(name, werkzeuge[name], frage)`, ohne Speicher außerhalb der
Funktion.
"""

_HUELLEN = {}


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    unbekannt = set(gefaehrlich) - set(werkzeuge)
    if unbekannt:
        raise ValueError(f"Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?")
    neu = dict(werkzeuge)
    for name in gefaehrlich:
        schluessel = (name, werkzeuge[name])
        if schluessel not in _HUELLEN:  # einmal gebaut, für immer benutzt
            _HUELLEN[schluessel] = bewache(name, werkzeuge[name], frage)
        neu[name] = _HUELLEN[schluessel]
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
