aufgabe = 4
