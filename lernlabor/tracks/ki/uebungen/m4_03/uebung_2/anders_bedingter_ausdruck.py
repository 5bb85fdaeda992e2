HINWEIS = "Nur die ersten {gezeigt} von {gesamt} Zeilen; es gibt mehr Treffer, bitte genauer suchen."


def kuerze(text, max_zeichen=4000):
    """Erst die Fehlerfälle, dann ein einziger Ausdruck."""
    if max_zeichen < 0:
        raise ValueError("max_zeichen muss 0 oder größer sein")
    return text if len(text) <= max_zeichen else (
        text[:max_zeichen] + "\n...[gekürzt, " + str(len(text) - max_zeichen) + " weitere Zeichen]"
    )


def mit_hinweis(zeilen, max_zeilen=50):
    abgeschnitten = len(zeilen) > max_zeilen
    return {
        "status": "ok",
        "data": list(zeilen[:max_zeilen]),
        "error": None,
        "hinweis": HINWEIS.format(gezeigt=max_zeilen, gesamt=len(zeilen)) if abgeschnitten else None,
    }
