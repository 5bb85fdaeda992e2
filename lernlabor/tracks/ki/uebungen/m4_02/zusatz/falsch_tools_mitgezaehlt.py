aufgabe = 5
