aufgabe = True
