def berechne(ausdruck):
    # Wie in vielen Tutorials: eval ohne eingebaute Funktionen.
    if not isinstance(ausdruck, str) or len(ausdruck) > 200:
        return "Fehler: Kein gültiger Ausdruck."
    try:
        ergebnis = eval(ausdruck, {"__builtins__": {}})
    except Exception as fehler:
        return f"Fehler: {type(fehler).__name__}"
    if not isinstance(ergebnis, (int, float)):
        return "Fehler: Das Ergebnis ist keine Zahl."
    return str(ergebnis)
