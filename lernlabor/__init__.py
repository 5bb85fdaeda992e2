"""Lernlabor: der Generator des Kurses (pruefen, uebung, autoren, web) und seine Tracks.

Das Paket nutzt nur die Standardbibliothek, damit derselbe Code in CPython
und im Browser (Pyodide) läuft.
"""

__version__ = "0.1.0"
