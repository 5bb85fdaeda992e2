def verdoppeln(zahl):
    return zahl * 2.0
