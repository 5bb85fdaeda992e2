"""Die lokalen Labore des Tracks KI: Skripte, die Lernende mit ``uv run`` starten."""
