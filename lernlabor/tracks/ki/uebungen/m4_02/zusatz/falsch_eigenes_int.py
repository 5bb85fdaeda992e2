# Regel 1: eine eigene Klasse, die sich int nennt (Runde 39)
class int(int):  # noqa: A001
    pass


aufgabe = int(3)
