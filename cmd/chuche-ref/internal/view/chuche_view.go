package view

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheRoundJSON is one scored Chuche round.
type ChucheRoundJSON struct {
	Seq         int                              `json:"seq"`
	Round       int                              `json:"round"`
	ByTurns     bool                             `json:"by_turns"`
	Won         map[string][]variants.ChucheCard `json:"won"`
	ChucheCards map[string]int                   `json:"chuche_cards"`
	Chuches     map[string]int                   `json:"chuches"`
	Discarded   []variants.ChucheCard            `json:"discarded"`
	Scores      map[string]int                   `json:"scores"`
	Totals      map[string]int                   `json:"totals"`
}

// ToChucheRoundJSON is the view of a scored Chuche round.
func ToChucheRoundJSON(r scorer.ChucheRoundResult) ChucheRoundJSON {
	return ChucheRoundJSON{
		Seq: r.Seq, Round: r.Round, ByTurns: r.ByTurns, Won: r.Won, ChucheCards: r.ChucheCards,
		Chuches: r.Chuches, Discarded: OrEmpty(r.Discarded), Scores: r.Scores, Totals: r.TotalsAfter,
	}
}

// WriteChucheRoundLines shows each player's won cards and score (CU-22, CU-23).
func WriteChucheRoundLines(out io.Writer, g Game, r scorer.ChucheRoundResult) {
	// The last column is empty for a player without Chuche cards: lay the
	// rows out in a buffer and drop the padding it leaves at their ends.
	var buf bytes.Buffer
	t := NewTable(&buf)
	for _, name := range g.Players {
		won := r.Won[name]
		cards := "no cards"
		if len(won) > 0 {
			cards = variants.FormatChucheCards(won)
		}
		extra := ""
		if n := r.ChucheCards[name]; n > 0 {
			extra = fmt.Sprintf("+ %s = %d", Plural(n, "Chuche card", "Chuche cards"), scorer.ChucheCardPoints(n))
		}
		t.Row("  "+name, fmt.Sprintf("%+d", r.Scores[name]), cards, extra)
	}
	t.Flush()
	for _, line := range strings.SplitAfter(buf.String(), "\n") {
		if line != "" {
			fmt.Fprintln(out, strings.TrimRight(line, " \n"))
		}
	}
	if len(r.Discarded) > 0 {
		fmt.Fprintf(out, "  discarded, for nobody (CU-21): %s\n", variants.FormatChucheCards(r.Discarded))
	}
}

// WriteChucheTable is the Chuche standings for people.
func WriteChucheTable(out io.Writer, g Game, m scorer.ChucheMatch) error {
	fmt.Fprintf(out, "Standings of game #%d %q after %s (the match ends at %d):\n", g.ID, g.Name, Plural(m.Round, "round", "rounds"), m.Threshold)
	t := NewTable(out, "  PLAYER", "TOTAL", "CHUCHES", "CHUCHE CARDS")
	for _, p := range m.Players {
		t.Row("  "+p.Name, fmt.Sprint(p.Total), fmt.Sprint(p.Stats.Chuches), fmt.Sprint(p.Stats.ChucheCards))
	}
	if err := t.Flush(); err != nil {
		return err
	}
	switch {
	case m.EndedEarly:
		fmt.Fprintln(out, "Match over: ended early, without a winner.")
	case m.Finished:
		fmt.Fprintf(out, "Match over: %s won.\n", safetext.Escape(strings.Join(m.Winners, " and ")))
	case m.Current != nil:
		WriteChucheState(out, m.Current)
	default:
		fmt.Fprintf(out, "Next: %s deals round %d (chuche-ref deal --table …).\n", m.Dealer, m.Round+1)
	}
	return nil
}

// WriteChucheState shows the round in progress: table, pile, hands, who is next.
func WriteChucheState(out io.Writer, r *referee.ChucheRound) {
	var table []string
	for _, c := range r.Table {
		s := c.Card.String()
		if c.BlockedBy != "" {
			s += "(blocked by " + c.BlockedBy + ")"
		}
		table = append(table, s)
	}
	if len(table) == 0 {
		table = append(table, "empty")
	}
	fmt.Fprintf(out, "Table: %s\n", strings.Join(table, " "))
	target := "the top pile card says"
	if r.NextTarget() == 7 {
		target = "7 (the pile is empty, CU-8)"
	}
	fmt.Fprintf(out, "Pile: %s; target: %s\n", Plural(r.Pile, "card", "cards"), target)
	var hands []string
	for _, s := range r.Seats {
		h := fmt.Sprintf("%s %d", s, r.Hands[s])
		var held []string
		for _, a := range r.Actions[s] {
			if !a.Used {
				name := "unknown"
				if a.Action != 0 {
					name = a.Action.String()
				}
				held = append(held, name)
			}
		}
		if len(held) > 0 {
			h += " [" + strings.Join(held, ", ") + "]"
		}
		hands = append(hands, h)
	}
	fmt.Fprintf(out, "Cards in hand: %s\n", safetext.Escape(strings.Join(hands, ", ")))
	if r.Next != "" {
		fmt.Fprintf(out, "Next to play: %s\n", safetext.Escape(r.Next))
	}
}
