import shlex

ERLAUBT = ("ls", "cat", "grep", "find", "wc", "head", "tail")


def pruefe_kommando(kommando):
    # Regel 1 bis 7, in dieser Reihenfolge. Jede verletzte Regel:
    #     raise KommandoAbgelehnt("deutscher Grund", nummer_der_regel)
    argv = kommando.split()
    if argv[0] not in ERLAUBT:
        raise KommandoAbgelehnt(f"{argv[0]} ist nicht erlaubt.", 4)
    return argv
