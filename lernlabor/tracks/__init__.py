"""Die Tracks des Kurses, je ein Paket: Simulator, Übungen und lokale Labore eines Tracks.

Welche Tracks es gibt (Kürzel, Ordner, Titel), steht in ``pyproject.toml`` unter
``[[tool.lernlabor.track]]``; ``lernlabor neu track`` legt einen an.
"""
