"""Regel 2: Mal `2.0` macht aus jedem `int` ein `float`."""


def verdoppeln(zahl):
    return zahl * 2.0
