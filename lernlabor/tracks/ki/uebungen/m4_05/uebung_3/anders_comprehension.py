def mit_freigabe(werkzeuge, gefaehrlich, frage):
    gefaehrlich = frozenset(gefaehrlich)
    if not gefaehrlich <= werkzeuge.keys():
        fehlt = ", ".join(sorted(gefaehrlich - werkzeuge.keys()))
        raise ValueError(f"In werkzeuge fehlt: {fehlt}")
    return {
        name: huelle(name, tool, frage) if name in gefaehrlich else tool
        for name, tool in werkzeuge.items()
    }


def huelle(name, tool, frage):
    def nach_rueckfrage(**eingabe):
        freigegeben = False
        try:
            freigegeben = frage(name, dict(eingabe)) is True
        except Exception as fehler:
            grund = f"Die Rückfrage zu {name} schlug fehl ({type(fehler).__name__})."
            raise PermissionError(grund) from fehler
        if not freigegeben:
            raise PermissionError(f"{name}: abgelehnt.")
        return tool(**eingabe)

    return nach_rueckfrage
