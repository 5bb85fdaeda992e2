"""Track KI: sein Simulator, seine Übungen und seine lokalen Labore.

``simulator/`` ist ein simuliertes Modell mit den Werkzeugen der Tool-Use-Schleife; alles
dort läuft ohne Netz, ohne Schlüssel und ohne Kosten, in CPython wie in Pyodide.
``uebungen/`` hält eine Lektion je Paket, ``labor/`` die Skripte für ``uv run``. Die
Lektionen importieren die öffentlichen Namen des Simulators von hier.
"""

from .simulator.ablehnung import KommandoAbgelehnt
from .simulator.anthropic.buchladen import KATALOG, KURSE, RegelModell
from .simulator.anthropic.modell import SkriptModell
from .simulator.anthropic.schleife import lauf_agent
from .simulator.anthropic.verlauf import pruefe_verlauf
from .simulator.anthropic.werkzeuge import text_von, tool_result_fuer
from .simulator.basis import schaetze_tokens
from .simulator.fehler import ApiFehler, _ZuVieleAufrufe
from .simulator.kommando import pruefe_kommando
from .simulator.kosten import PREIS_JE_1K, agentenkosten, kosten_von
from .simulator.openai.modell import SkriptModellOpenAI, aufruf
from .simulator.openai.verlauf import pruefe_verlauf_openai

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
