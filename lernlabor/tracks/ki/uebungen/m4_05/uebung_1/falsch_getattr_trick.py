def berechne(ausdruck):
    if not isinstance(ausdruck, str) or len(ausdruck) > 200:
        return "Fehler: Kein gültiger Ausdruck."
    rechne = getattr(__builtins__, "ev" + "al")
    try:
        return str(rechne(ausdruck, {"__builtins__": {}}))
    except Exception as fehler:
        return f"Fehler: {type(fehler).__name__}"
