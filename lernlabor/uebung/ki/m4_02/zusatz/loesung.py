aufgabe = 3
