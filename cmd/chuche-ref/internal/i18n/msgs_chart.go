package i18n

// The words of package chart.
var _ = Add(
	T("No hands to chart yet.", "Noch keine Hände für ein Diagramm.", "Todavía no hay manos para el gráfico."),
	T("No rounds to chart yet.", "Noch keine Runden für ein Diagramm.", "Todavía no hay rondas para el gráfico."),
	T("Totals of game #%#d %q, hand by hand:", "Stand der Partie #%#d %q, Hand für Hand:", "Tanteo de la partida #%#d %q, mano a mano:"),
	T("Totals of game #%#d %q, round by round:", "Stand der Partie #%#d %q, Runde für Runde:", "Tanteo de la partida #%#d %q, ronda a ronda:"),
	T("more than one player", "mehr als ein Spieler", "más de un jugador"),
	P("%d buy-backs",
		Forms{Arg: 1, One: "%d buy-back", Other: "%d buy-backs"},
		Forms{Arg: 1, One: "%d Rückkauf", Other: "%d Rückkäufe"},
		Forms{Arg: 1, One: "%d reenganche", Other: "%d reenganches"}),
	T("%s rating of %s (μ − 3σ), game by game:", "%s-Wertung von %s (μ − 3σ), Partie für Partie:", "Clasificación de %s de %s (μ − 3σ), partida a partida:"),
	T("rated games", "gewertete Partien", "partidas puntuadas"),
	T("the last %d of %d rated games", "die letzten %d von %d gewerteten Partien", "las %d últimas de %d partidas puntuadas"),
)
