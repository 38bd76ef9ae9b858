package i18n

// The words of no code of this tree: kept for branches that may still say
// them; delete what stays unsaid after every merge.
var _ = Add(
	T("round %#d, turn %#d", "Runde %#d, Zug %#d", "ronda %#d, turno %#d"),
	T("Resume it as %s", "Als %s fortsetzen", "Reanudarlo como %s"),
	T("A draft of %s was kept when play stopped:\n  %s", "Ein Entwurf von %s wurde aufbewahrt, als play anhielt:\n  %s", "Se guardó un borrador de %s cuando play se detuvo:\n  %s"),
	T("The game is at %s now (another terminal wrote to it).", "Die Partie ist jetzt bei %s (ein anderes Terminal hat eingetragen).", "La partida va ahora por %s (otro terminal anotó en ella)."),
	T("%s is not a player of game #%#d", "%s ist kein Spieler der Partie #%#d", "%s no es jugador de la partida #%#d"),
	P("Not recorded: another terminal wrote to game #%#d first (%d hands now). The hand as typed, judged again:",
		Forms{Arg: 2, One: "Not recorded: another terminal wrote to game #%#d first (%d hand now). The hand as typed, judged again:", Other: "Not recorded: another terminal wrote to game #%#d first (%d hands now). The hand as typed, judged again:"},
		Forms{Arg: 2, One: "Nicht eingetragen: ein anderes Terminal hat zuerst in Partie #%#d eingetragen (jetzt %d Hand). Die Hand wie getippt, neu beurteilt:", Other: "Nicht eingetragen: ein anderes Terminal hat zuerst in Partie #%#d eingetragen (jetzt %d Hände). Die Hand wie getippt, neu beurteilt:"},
		Forms{Arg: 2, One: "No se anotó: otro terminal anotó antes en la partida #%#d (ahora %d mano). La mano tal como se escribió, juzgada de nuevo:", Other: "No se anotó: otro terminal anotó antes en la partida #%#d (ahora %d manos). La mano tal como se escribió, juzgada de nuevo:"}),
	T("Not recorded: another terminal wrote to game #%#d first. The turn as typed, judged again:", "Nicht eingetragen: ein anderes Terminal hat zuerst in Partie #%#d eingetragen. Der Zug wie getippt, neu beurteilt:", "No se anotó: otro terminal anotó antes en la partida #%#d. El turno tal como se escribió, juzgado de nuevo:"),
	T("Refused: it is not %s's turn any more; what was typed is offered at the next turn line.", "Abgelehnt: %s ist nicht mehr am Zug; das Getippte wird bei der nächsten Zugzeile angeboten.", "Rechazado: ya no es el turno de %s; lo escrito se ofrece en la siguiente línea de turno."),
	T("cannot create the folder of backup %s", "der Ordner der Sicherung %s kann nicht angelegt werden", "no se puede crear la carpeta de la copia de seguridad %s"),
	T("%s's hand has 8 cards; a hand has 7 (CN-4)", "die Hand von %s hat 8 Karten; eine Hand hat 7 (CN-4)", "la mano de %s tiene 8 cartas; una mano tiene 7 (CN-4)"),
	T("give the 7 laid down in --hand and the eighth, thrown, with --cut-discard CARD",
		"gib die 7 ausgelegten mit --hand an und die achte, abgeworfene, mit --cut-discard KARTE",
		"da las 7 bajadas en --hand y la octava, la que se tiró, con --cut-discard CARTA"),
	T("game #%#d %q is not Chuche; solve chuche --game needs a Chuche game",
		"Spiel #%#d %q ist kein Chuche; solve chuche --game braucht ein Chuche-Spiel",
		"la partida #%#d %q no es de Chuche; solve chuche --game necesita una partida de Chuche"),
	T("buy-backs are a Chinchón rule; game #%#d is not Chinchón",
		"der Rückkauf ist eine Chinchón-Regel; Spiel #%#d ist kein Chinchón",
		"el reenganche es una regla del Chinchón; la partida #%#d no es de Chinchón"),
)
