package export

import (
	"encoding/csv"
	"io"
	"strconv"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
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

// WriteRoundsCSV writes the rows of every game it can score and returns
// the games of a kind it does not know, skipped.
func WriteRoundsCSV(w io.Writer, games []scorekeeper.ArchivedGame) (rows int, skipped []scorekeeper.GameInfo, err error) {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return 0, nil, err
	}
	for _, ag := range games {
		g := ag.Game
		if g.Kind != variants.GameChinchon && g.Kind != variants.GameChuche {
			skipped = append(skipped, g)
			continue
		}
		s, _, err := scorekeeper.ReplayArchived(ag)
		if err != nil {
			return rows, skipped, fault.Wrapf(err, "game #%d %q cannot be replayed", g.ID, g.Name)
		}
		for _, r := range view.CSVRounds(gameview.Of(g), s.Match) {
			// Text cells pass CSVCell so no name starts a formula; number
			// cells stay numbers (a score of -56 is no formula).
			cell := safetext.CSVCell
			rec := []string{strconv.FormatInt(g.ID, 10), cell(g.Kind), cell(g.Name), strconv.Itoa(r.Round), strconv.Itoa(r.Seq),
				cell(r.Kind), cell(r.Player), strconv.Itoa(r.Score), strconv.Itoa(r.Total), cell(r.Status)}
			if err := cw.Write(rec); err != nil {
				return rows, skipped, err
			}
			rows++
		}
	}
	cw.Flush()
	return rows, skipped, cw.Error()
}
