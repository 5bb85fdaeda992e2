r"""Regel 1: Du machst in einem passenden Text aus einem einzelnen `'\r'` ein `'\n'`. Auch ein
einzelnes `'\r'` bleibt, wie es ist: Passt der Text, gibst du ihn unverändert zurück.
"""
import re


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return re.sub(r"\r(?!\n)", "\n", text)  # nur im Zweig „passt“
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
