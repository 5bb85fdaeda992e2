def kuerze(text, max_zeichen=4000):
    # Negatives max_zeichen: ValueError.
    # Passt der Text (höchstens max_zeichen Zeichen): unverändert zurück.
    # Sonst: die ersten max_zeichen Zeichen, dann "\n...[gekürzt, <rest> weitere Zeichen]".
    return text


def mit_hinweis(zeilen, max_zeilen=50):
    # Immer dasselbe Schema: status, data, error, dazu hinweis.
    # hinweis ist None, wenn nichts fehlt, sonst ein Satz mit beiden Zahlen.
    return {"status": "ok", "data": zeilen, "error": None, "hinweis": None}
