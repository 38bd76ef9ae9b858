package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The CSV export is one row per player per round, for spreadsheets; it
// cannot be imported (the JSON export is the lossless one). The columns:
//
//   - game_id, game, name: the game's id, kind and name.
//   - round: the round (Chinchón hand) number; for a buy-back, the hands
//     played before it.
//   - seq: the ledger entry the row comes from (for a Chuche round played
//     turn by turn, the entry that completed it). Rows are the rounds as
//     they count now: undone rounds are left out, and an amended round
//     appears once, with its corrected scores, under its original seq.
//   - kind: "hand" (a Chinchón hand, one row per player who played it),
//     "buyback" (Chinchón; score is the change in total when the player
//     rejoined) or "round" (a Chuche round, one row per player).
//   - score, total: the player's score in the round and total after it.
//   - status: "in" or "out" after the round (Chuche players are always in).
//
// For example:
//
//	game_id,game,name,round,seq,kind,player,score,total,status
//	1,chinchon,Friday,1,1,hand,Ana,4,4,in
//	1,chinchon,Friday,1,1,hand,Ben,60,60,out
//	1,chinchon,Friday,1,2,buyback,Ben,-56,4,in
//	2,chuche,kids,1,14,round,Ana,23,23,in
var csvHeader = []string{"game_id", "game", "name", "round", "seq", "kind", "player", "score", "total", "status"}

// csvRound is one row of the CSV export.
type csvRound struct {
	round, seq   int
	kind, player string
	score, total int
	status       string
}

// writeRoundsCSV writes the rows of every game it can score and returns
// the games of a kind it does not know, skipped.
func writeRoundsCSV(w io.Writer, games []store.ArchivedGame) (rows int, skipped []store.Game, err error) {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return 0, nil, err
	}
	for _, ag := range games {
		g := ag.Game
		entries := (&loadedGame{game: g, entries: ag.Entries}).scorerEntries(nil)
		var rounds []csvRound
		var err error
		switch g.Kind {
		case variants.GameChinchon:
			var m scorer.ChinchonMatch
			if m, err = chinchonMatch(g, entries); err == nil {
				rounds = chinchonCSVRounds(g, m)
			}
		case variants.GameChuche:
			var m scorer.ChucheMatch
			if m, err = chucheMatch(g, entries); err == nil {
				rounds = chucheCSVRounds(g, m)
			}
		default:
			skipped = append(skipped, g)
			continue
		}
		if err != nil {
			return rows, skipped, fmt.Errorf("game #%d %q cannot be replayed: %w", g.ID, g.Name, err)
		}
		for _, r := range rounds {
			// Text cells pass CSVCell so no name starts a formula; number
			// cells stay numbers (a score of -56 is no formula).
			cell := safetext.CSVCell
			rec := []string{strconv.FormatInt(g.ID, 10), cell(g.Kind), cell(g.Name), strconv.Itoa(r.round), strconv.Itoa(r.seq),
				cell(r.kind), cell(r.player), strconv.Itoa(r.score), strconv.Itoa(r.total), cell(r.status)}
			if err := cw.Write(rec); err != nil {
				return rows, skipped, err
			}
			rows++
		}
	}
	cw.Flush()
	return rows, skipped, cw.Error()
}

// chinchonCSVRounds interleaves hands and buy-backs in ledger order,
// tracking who is in after each.
func chinchonCSVRounds(g store.Game, m scorer.ChinchonMatch) []csvRound {
	status := map[string]string{}
	for _, name := range g.Players {
		status[name] = scorer.ChinchonIn
	}
	var rows []csvRound
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
					rows = append(rows, csvRound{h.Round, h.Seq, scorer.ChinchonKindHand, name, score, h.TotalsAfter[name], status[name]})
				}
			}
			continue
		}
		r := rejoins[0]
		rejoins = rejoins[1:]
		status[r.Player] = scorer.ChinchonIn
		rows = append(rows, csvRound{r.After, r.Seq, scorer.ChinchonKindBuyBack, r.Player, r.To - r.From, r.To, scorer.ChinchonIn})
	}
	return rows
}

// chucheCSVRounds is one row per player per completed round.
func chucheCSVRounds(g store.Game, m scorer.ChucheMatch) []csvRound {
	var rows []csvRound
	for _, r := range m.Rounds {
		for _, name := range g.Players {
			rows = append(rows, csvRound{r.Round, r.Seq, scorer.ChucheKindRound, name, r.Scores[name], r.TotalsAfter[name], scorer.ChucheIn})
		}
	}
	return rows
}
