import functools


def _nach_freigabe(name, tool, frage, /, **eingabe):
    # Positionale Parameter (vor dem /): Ein Tool mit dem Parameter name stört so nicht.
    try:
        ok = frage(name, dict(eingabe))
    except Exception:
        ok = False
    if ok is True:
        return tool(**eingabe)
    raise PermissionError(f"Ohne Freigabe läuft {name} nicht.")


def mit_freigabe(werkzeuge, gefaehrlich, frage):
    neu = {}
    for name in gefaehrlich:
        if name not in werkzeuge:
            raise ValueError(f"{name!r} steht in gefaehrlich, aber nicht in werkzeuge.")
    for name, tool in werkzeuge.items():
        if name in gefaehrlich:
            neu[name] = functools.partial(_nach_freigabe, name, tool, frage)
        else:
            neu[name] = tool
    return neu
