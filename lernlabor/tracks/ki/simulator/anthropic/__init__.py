"""Der Simulator im Anthropic-Format (Messages API): Form, Verlauf, Modelle, Schleife."""
