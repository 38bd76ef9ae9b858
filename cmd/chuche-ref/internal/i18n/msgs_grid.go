package i18n

// The score sheet: `standings --grid` and play's grid at the prompt
// (cmd/chuche-ref/internal/view/score_grid.go). Its marks are the same in
// every language; the legend says them in words.
var _ = Add(
	T("the score sheet: every hand or round, its points and the running totals",
		"der Spielzettel: jede Hand oder Runde, ihre Punkte und der laufende Stand",
		"la hoja de tanteo: cada mano o ronda, sus puntos y el tanteo acumulado"),
	T("Score sheet of game #%#d %q (%s):", "Spielzettel der Partie #%#d %q (%s):", "Hoja de tanteo de la partida #%#d %q (%s):"),
	T("each cell: points, total", "jedes Feld: Punkte, Stand", "cada casilla: puntos, tanteo"),
	T("No hands yet.", "Noch keine Hand gespielt.", "Todavía no se ha jugado ninguna mano."),
	T("No rounds yet.", "Noch keine Runde gespielt.", "Todavía no se ha jugado ninguna ronda."),
	T("cut the hand", "hat geschnitten", "cortó"),
	T("chinchón", "Chinchón", "chinchón"),
	T("went out", "ausgeschieden", "eliminado"),
	T("bought back in at", "zurückgekauft mit", "reenganchado con"),
	T("amended", "berichtigt", "corregida"),
	T("not counted after a chinchón", "zählt nach einem Chinchón nicht", "no cuenta tras un chinchón"),
	T("Chuche cards won", "gewonnene Chuche-Karten", "cartas Chuche ganadas"),
)
