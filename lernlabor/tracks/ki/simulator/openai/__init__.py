"""Der Simulator im OpenAI-Format (Chat Completions): Form, Aufrufe, Verlauf, Modell."""
