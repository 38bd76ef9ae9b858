package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// A game's own detail is shown by its own views; these pick them by the
// match a game makes (scorer.Match), the one place that knows which view
// shows which game.

// StandingsDoc is `standings --json` of either game: one code path for the
// command, end and the scoreboard's API.
func StandingsDoc(g Game, m scorer.Match) any {
	switch m := m.(type) {
	case scorer.ChinchonMatch:
		return ChinchonStandingsOf(g, m)
	case scorer.ChucheMatch:
		return ChucheStandingsOf(g, m)
	}
	return nil
}

// WriteTable is the standings table of either game.
func (vw Words) WriteTable(out io.Writer, g Game, m scorer.Match) error {
	switch m := m.(type) {
	case scorer.ChinchonMatch:
		return vw.WriteChinchonTable(out, g, m)
	case scorer.ChucheMatch:
		return vw.WriteChucheTable(out, g, m)
	}
	return fault.Internalf("unknown game kind %q", fmt.Sprintf("%T", m))
}

// CSVRounds are a game's rows of the rounds CSV.
func CSVRounds(g Game, m scorer.Match) []CSVRound {
	switch m := m.(type) {
	case scorer.ChinchonMatch:
		return ChinchonCSVRounds(g, m)
	case scorer.ChucheMatch:
		return ChucheCSVRounds(g, m)
	}
	return nil
}

// RoundsDoc is every round (Chinchón: hand) a match played, each as `round
// --json` shows it; chucheRound may add to a Chuche round's document.
func RoundsDoc(m scorer.Match, chucheRound func(ChucheRoundJSON) any) []any {
	rounds := []any{}
	switch m := m.(type) {
	case scorer.ChinchonMatch:
		for _, h := range m.Hands {
			rounds = append(rounds, ToHandResultJSON(h))
		}
	case scorer.ChucheMatch:
		for _, r := range m.Rounds {
			rounds = append(rounds, chucheRound(ToChucheRoundJSON(r)))
		}
	}
	return rounds
}
