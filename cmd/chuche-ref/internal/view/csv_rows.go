package view

import (
	"github.com/chuche-ref/chuche-ref/scorer"
)

// CSVRound is one row of the CSV export.
type CSVRound struct {
	Round, Seq   int
	Kind, Player string
	Score, Total int
	Status       string
}

// ChinchonCSVRounds interleaves hands and buy-backs in ledger order,
// tracking who is in after each.
func ChinchonCSVRounds(g Game, m scorer.ChinchonMatch) []CSVRound {
	status := map[string]string{}
	for _, name := range g.Players {
		status[name] = scorer.ChinchonIn
	}
	var rows []CSVRound
	hands, rejoins := m.Hands, m.Rejoins
	for len(hands) > 0 || len(rejoins) > 0 {
		if len(rejoins) == 0 || (len(hands) > 0 && hands[0].Seq < rejoins[0].Seq) {
			h := hands[0]
			hands = hands[1:]
			for _, name := range h.Eliminated {
				status[name] = scorer.ChinchonOut
			}
			for _, name := range g.Players {
				if score, ok := h.Scores[name]; ok {
					rows = append(rows, CSVRound{h.Round, h.Seq, scorer.ChinchonKindHand, name, score, h.TotalsAfter[name], status[name]})
				}
			}
			continue
		}
		r := rejoins[0]
		rejoins = rejoins[1:]
		status[r.Player] = scorer.ChinchonIn
		rows = append(rows, CSVRound{r.After, r.Seq, scorer.ChinchonKindBuyBack, r.Player, r.To - r.From, r.To, scorer.ChinchonIn})
	}
	return rows
}

// ChucheCSVRounds is one row per player per completed round.
func ChucheCSVRounds(g Game, m scorer.ChucheMatch) []CSVRound {
	var rows []CSVRound
	for _, r := range m.Rounds {
		for _, name := range g.Players {
			rows = append(rows, CSVRound{r.Round, r.Seq, scorer.ChucheKindRound, name, r.Scores[name], r.TotalsAfter[name], scorer.ChucheIn})
		}
	}
	return rows
}
