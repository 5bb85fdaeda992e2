aufgabe = 3.0
