def verdoppeln(zahl):
    return zahl + zahl
