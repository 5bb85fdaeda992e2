"""Wie die Meldungen beider API-Formate Typen und Namen nennen."""


def typname(wert):
    """Name des Typs für Meldungen (``int``, ``list`` …)."""
    return type(wert).__name__


def liste(namen):
    """Namen für Meldungen, sortiert nach ihrer Schreibweise (auch gemischte Typen)."""
    return ", ".join(sorted(repr(n) for n in namen))
