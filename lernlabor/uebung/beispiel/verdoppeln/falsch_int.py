"""Regel 2: `int(…)` macht aus einem `float` ein `int`."""


def verdoppeln(zahl):
    return int(2 * zahl)
