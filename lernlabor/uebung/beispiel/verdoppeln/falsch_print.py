"""Regel 1: Fehlt ein `return`? `print` zeigt einen Wert nur an."""


def verdoppeln(zahl):
    print(2 * zahl)
