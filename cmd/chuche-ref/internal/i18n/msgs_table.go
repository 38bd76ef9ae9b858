package i18n

// Words of play at the table's ends and beginnings (a finished game, a
// rematch, the first dealer), of buy-backs and undo judged again after
// another terminal wrote, of the score sheet at a prompt, and of the
// referee's notes that the table reads in its language.
var _ = Add(
	T("a rematch: the same seats, %s deals the first hand",
		"eine Revanche: dieselben Plätze, %s gibt die erste Hand",
		"la revancha: los mismos asientos, %s reparte la primera mano"),
	T("a rematch: the same seats, %s deals the first round",
		"eine Revanche: dieselben Plätze, %s gibt die erste Runde",
		"la revancha: los mismos asientos, %s reparte la primera ronda"),
	T("a new game", "eine neue Partie", "una partida nueva"),
	T("Game #%#d is over — what next", "Partie #%#d ist vorbei — wie weiter", "La partida #%#d ha terminado — qué sigue"),
	T("Rematch of game #%#d:", "Revanche von Partie #%#d:", "Revancha de la partida #%#d:"),
	T("Who deals the first hand", "Wer gibt die erste Hand", "Quién reparte la primera mano"),
	T("Who deals the first round", "Wer gibt die erste Runde", "Quién reparte la primera ronda"),
	T("%s (the first seat plays first)", "%s (der erste Platz beginnt)", "%s (empieza el primer asiento)"),
	T("who deals the first hand or round (CN-4, CU-6; default: the last seat, so the first plays first)",
		"wer die erste Hand oder Runde gibt (CN-4, CU-6; Standard: der letzte Platz, damit der erste beginnt)",
		"quién reparte la primera mano o ronda (CN-4, CU-6; por defecto: el último asiento, así empieza el primero)"),
	T("%s deals the first round.", "%s gibt die erste Runde.", "%s reparte la primera ronda."),
	T("%s deals round 1, not %s: the table chose the first dealer when the game began (CU-6)",
		"%s gibt Runde 1, nicht %s: der Tisch hat den ersten Geber zu Beginn der Partie gewählt (CU-6)",
		"%s reparte la ronda 1, no %s: la mesa eligió el primer repartidor al empezar la partida (CU-6)"),
	T("the pile is empty: the target is 7 from now on (CU-8)",
		"der Stapel ist leer: das Ziel ist ab jetzt 7 (CU-8)",
		"el mazo está vacío: el objetivo es 7 a partir de ahora (CU-8)"),
)
