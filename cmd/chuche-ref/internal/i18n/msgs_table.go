package i18n

// Words of play at the table's ends and beginnings (a finished game, a
// rematch, the first dealer), of buy-backs and undo judged again after
// another terminal wrote, of the score sheet at a prompt, and of the
// referee's notes that the table reads in its language.
var _ = Add(
	T("the pile is empty: the target is 7 from now on (CU-8)",
		"der Stapel ist leer: das Ziel ist ab jetzt 7 (CU-8)",
		"el mazo está vacío: el objetivo es 7 a partir de ahora (CU-8)"),
)
