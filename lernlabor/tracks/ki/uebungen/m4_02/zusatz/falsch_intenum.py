from enum import IntEnum


class Zahl(IntEnum):
    DREI = 3


aufgabe = Zahl.DREI
