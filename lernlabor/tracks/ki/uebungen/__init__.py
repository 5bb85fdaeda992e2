"""Die Übungen des Tracks KI, eine Lektion je Paket (``m4_02`` für M4·02)."""
