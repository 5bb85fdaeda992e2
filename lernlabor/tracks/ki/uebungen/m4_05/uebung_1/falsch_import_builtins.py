import builtins

RECHNE = builtins.__dict__["ev" + "al"]


def berechne(ausdruck):
    if not isinstance(ausdruck, str) or len(ausdruck) > 200:
        return "Fehler: Kein gültiger Ausdruck."
    try:
        return str(RECHNE(ausdruck, {"__builtins__": {}}))
    except Exception as fehler:
        return f"Fehler: {type(fehler).__name__}"
