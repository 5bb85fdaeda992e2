"""Der Simulator des Tracks KI: Modelle, die wie eine echte API antworten, ohne Netz und Kosten.

Aufgeteilt nach API-Format: ``anthropic/`` (Messages API) und ``openai/`` (Chat
Completions); daneben, was beide teilen (``basis``, ``fehler``, ``texte``), die Kosten
(``kosten``) und der Kommando-Wächter der Lektion M4·05 (``kommando``, ``ablehnung``).
Lektionen importieren die öffentlichen Namen aus ``lernlabor.tracks.ki``.
"""
