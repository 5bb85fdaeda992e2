"""Regel 1: Das ist das Quadrat (`zahl**2`), nicht das Doppelte."""


def verdoppeln(zahl):
    return zahl**2
