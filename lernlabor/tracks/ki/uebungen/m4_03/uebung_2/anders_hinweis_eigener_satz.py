def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError
    if len(text) > max_zeichen:
        weg = len(text) - max_zeichen
        return f"{text[:max_zeichen]}\n...[gekürzt, {weg} weitere Zeichen]"
    return text


def mit_hinweis(zeilen, max_zeilen=50):
    ergebnis = {"hinweis": None, "error": None, "data": list(zeilen[:max_zeilen]), "status": "ok"}
    if len(zeilen) > max_zeilen:
        ergebnis["hinweis"] = (
            f"Angezeigt: {max_zeilen} Zeilen. Insgesamt: {len(zeilen)}; es gibt also mehr."
        )
    return ergebnis
