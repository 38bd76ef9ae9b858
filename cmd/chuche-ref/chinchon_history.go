package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/chuche-ref/chuche-ref/scorer"
)

// chinchonDetails describes each Chinchón entry: the hand's cards, melds and
// scores as they count now, and buy-backs.
func chinchonDetails(lg *loadedGame) map[int][]string {
	m, err := chinchonMatch(lg.game, lg.scorerEntries(nil))
	details := map[int][]string{}
	if err != nil {
		return details
	}
	for _, h := range m.Hands {
		var buf bytes.Buffer
		fmt.Fprintf(&buf, "hand %d: %s %s\n", h.Round, h.Cutter, map[bool]string{true: "laid down a chinchón", false: "cut"}[h.Chinchon])
		writeHandLines(&buf, lg.game, h)
		var totals []string
		for _, name := range lg.game.Players {
			if t, ok := h.TotalsAfter[name]; ok {
				totals = append(totals, fmt.Sprintf("%s %d", name, t))
			}
		}
		fmt.Fprintf(&buf, "  totals: %s\n", strings.Join(totals, ", "))
		seq := h.Seq
		details[seq] = strings.Split(strings.TrimRight(buf.String(), "\n"), "\n")
	}
	for _, r := range m.Rejoins {
		details[r.Seq] = append(details[r.Seq], fmt.Sprintf("%s buys back in: %d → %d", r.Player, r.From, r.To))
	}
	_ = scorer.ChinchonKindHand
	return details
}
