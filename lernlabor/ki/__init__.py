"""Das Labor des Tracks KI: ein simuliertes Modell und die Werkzeuge der Tool-Use-Schleife.

Alles hier läuft ohne Netz, ohne Schlüssel und ohne Kosten, in CPython wie in Pyodide.
"""

from .ablehnung import KommandoAbgelehnt
from .buchladen import KATALOG, KURSE, RegelModell
from .fehler import ApiFehler, _ZuVieleAufrufe
from .kommando import pruefe_kommando
from .kosten import agentenkosten
from .modell_openai import SkriptModellOpenAI, aufruf
from .modelle import SkriptModell, schaetze_tokens
from .schleife import lauf_agent
from .verlauf import pruefe_verlauf
from .verlauf_openai import pruefe_verlauf_openai
from .werkzeuge import PREIS_JE_1K, kosten_von, text_von, tool_result_fuer

__all__ = [
    "KATALOG",
    "KURSE",
    "PREIS_JE_1K",
    "ApiFehler",
    "KommandoAbgelehnt",
    "RegelModell",
    "SkriptModell",
    "SkriptModellOpenAI",
    "_ZuVieleAufrufe",
    "agentenkosten",
    "aufruf",
    "kosten_von",
    "lauf_agent",
    "pruefe_kommando",
    "pruefe_verlauf",
    "pruefe_verlauf_openai",
    "schaetze_tokens",
    "text_von",
    "tool_result_fuer",
]
