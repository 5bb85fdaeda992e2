def verdoppeln(zahl):
    return 2 * zahl
