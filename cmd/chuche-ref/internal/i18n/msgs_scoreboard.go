package i18n

// The words of package scoreboard.
var _ = Add(
	T("game %d", "Spiel %d", "partida %d"),
)
