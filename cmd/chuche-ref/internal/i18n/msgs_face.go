package i18n

// Words of the table face's last fixes: the cutter's thrown card in
// history, drafts of a deal and of won piles, CN-11's "nobody counts".
var _ = Add(
	T("and threw %s", "und warf %s ab", "y tiró %s"),
	T("throwing %s", "und wirft %s ab", "tirando %s"),
	T("changed: %s's discard %s → %s", "geändert: Abwurf von %s %s → %s", "cambiado: descarte de %s %s → %s"),
	T("none", "keine", "ninguna"),
	T("round %#d's deal", "das Geben von Runde %#d", "el reparto de la ronda %#d"),
	T("Nobody counts after a chinchón: the others' points go to the statistics only (CN-11).", "Nach einem Chinchón zählt niemand: die Punkte der anderen gehen nur in die Statistik ein (CN-11).", "Tras un chinchón no cuenta nadie: los puntos de los demás van solo a las estadísticas (CN-11)."),
)
