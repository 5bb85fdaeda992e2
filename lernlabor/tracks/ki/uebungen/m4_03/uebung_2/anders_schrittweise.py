def kuerze(text, max_zeichen=4000):
    if not max_zeichen >= 0:
        raise ValueError("Ein negatives max_zeichen ist nicht erlaubt.")
    rest = len(text) - max_zeichen
    if rest <= 0:
        return text
    behalten = text[0:max_zeichen]
    return "".join([behalten, "\n", "...[gekürzt, ", f"{rest}", " weitere Zeichen]"])


def mit_hinweis(zeilen, max_zeilen=50):
    ergebnis = {"status": "ok", "data": [], "error": None, "hinweis": None}
    for nummer, zeile in enumerate(zeilen):
        if nummer == max_zeilen:
            break
        ergebnis["data"].append(zeile)
    fehlen = len(zeilen) - len(ergebnis["data"])
    if fehlen:
        ergebnis["hinweis"] = (
            f"Gezeigt: {len(ergebnis['data'])} Zeilen. Insgesamt: {len(zeilen)}. "
            f"Es gibt {fehlen} weitere Treffer."
        )
    return ergebnis
