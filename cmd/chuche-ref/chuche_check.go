package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// captureJSON is CLI.md's capture object.
type captureJSON struct {
	Play        variants.ChucheCard   `json:"play"`
	Take        []variants.ChucheCard `json:"take"`
	Sum         int                   `json:"sum"`
	Joker       int                   `json:"joker"`
	Points      int                   `json:"points"`
	ClearsTable bool                  `json:"clears_table"`
}

func toCaptureJSON(c referee.Capture) captureJSON {
	return captureJSON{Play: c.Play, Take: orEmpty(c.Take), Sum: c.Sum, Joker: c.Joker, Points: c.Points, ClearsTable: c.ClearsTable}
}

func toCapturesJSON(cs []referee.Capture) []captureJSON {
	out := make([]captureJSON, 0, len(cs))
	for _, c := range cs {
		out = append(out, toCaptureJSON(c))
	}
	return out
}

type checkCaptureOptions struct {
	f       *Factory
	rules   statelessRules
	target  int
	play    string
	take    string
	table   string
	blocked string
	unblock string
	joker   string
}

func newCheckCaptureCmd(f *Factory) *cobra.Command {
	opts := &checkCaptureOptions{f: f}
	cmd := &cobra.Command{
		Use:   "capture --target N --play CARD --take CARDS",
		Short: "Chuche: is this capture right? (sum, Joker, blocked cards, CHUCHE)",
		Long: `Check a Chuche capture: the played hand card plus the taken table cards must
sum to the target (CU-10), or to one off it with a Joker (CU-11). With --table
(every face-up card, blocked ones included) the referee also checks the taken
cards are there and usable (CU-17), says whether the capture clears the table
for a CHUCHE (CU-14), and lists better captures with the same card.
Exit 0 when valid, 1 when not (stdout says why).`,
		Example: `  chuche-ref check capture --target 8 --play R3 --take Y1,B4
  chuche-ref check capture --target 8 --play R3 --take Y1,B4 --table Y1,B4,G2
  chuche-ref check capture --target 9 --play R3 --take Y1,B4 --joker +1`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error { return runCheckCapture(opts) },
	}
	fs := cmd.Flags()
	fs.IntVar(&opts.target, "target", 0, "the target, 6..10 (CU-8)")
	fs.StringVar(&opts.play, "play", "", "the hand card played")
	fs.StringVar(&opts.take, "take", "", "the table cards taken")
	fs.StringVar(&opts.table, "table", "", "every face-up card, blocked ones included")
	fs.StringVar(&opts.blocked, "blocked", "", "table cards other players have blocked (CU-17)")
	fs.StringVar(&opts.unblock, "unblock", "", "blocked cards freed with a Shield for this capture, one per Shield (CU-17)")
	fs.StringVar(&opts.joker, "joker", "", "a Joker played: +1 or -1 (CU-11)")
	opts.rules.addFlags(cmd, false)
	return cmd
}

// checkCaptureJSON is CLI.md's `check capture --json`.
type checkCaptureJSON struct {
	Valid       bool                  `json:"valid"`
	Sum         int                   `json:"sum"`
	Target      int                   `json:"target"`
	Joker       int                   `json:"joker"`
	Cards       []variants.ChucheCard `json:"cards"`
	Points      int                   `json:"points"`
	ClearsTable *bool                 `json:"clears_table"`
	Reason      string                `json:"reason"`
	Better      []captureJSON         `json:"better"`
	BetterCount int                   `json:"better_count"` // all of them; better lists the best 20
}

func checkTarget(target int) error {
	return variants.CheckTarget(target) // the same words as turn's (issue 9 item 12)
}

func parseJoker(s string) (int, error) {
	switch strings.TrimSpace(s) {
	case "":
		return 0, nil
	case "+1", "1", "+":
		return 1, nil
	case "-1", "-":
		return -1, nil
	}
	return 0, usageError("--joker %q: a Joker makes the sum one more or one less: +1 or -1 (CU-11)", s)
}

// parseChucheList reads a list of cards of the deck in play; the name says
// which flag it came from in errors.
func parseChucheList(deck variants.ChucheDeck, flag, text string) ([]variants.ChucheCard, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	cards, err := deck.ParseCards(text)
	if err != nil {
		return nil, fmt.Errorf("--%s: %w", flag, err)
	}
	return cards, nil
}

func runCheckCapture(opts *checkCaptureOptions) error {
	rules, err := opts.rules.chuche(opts.f)
	if err != nil {
		return err
	}
	if err := checkTarget(opts.target); err != nil {
		return err
	}
	if opts.play == "" {
		return usageError("say which hand card was played: --play R3")
	}
	deck := rules.DeckFor(0)
	play, err := deck.ParseCard(opts.play)
	if err != nil {
		return fmt.Errorf("--play: %w", err)
	}
	c := referee.CaptureCheck{Target: opts.target, Play: play, Rules: rules}
	if c.Take, err = parseChucheList(deck, "take", opts.take); err != nil {
		return err
	}
	if c.Table, err = parseChucheList(deck, "table", opts.table); err != nil {
		return err
	}
	if c.Blocked, err = parseChucheList(deck, "blocked", opts.blocked); err != nil {
		return err
	}
	if c.Unblocked, err = parseChucheList(deck, "unblock", opts.unblock); err != nil {
		return err
	}
	if c.Joker, err = parseJoker(opts.joker); err != nil {
		return err
	}
	// CU-5: the table and the played card together cannot hold more copies
	// than the deck; without a table, the capture's own cards.
	seen := append([]variants.ChucheCard{play}, c.Table...)
	if c.Table == nil {
		seen = append(seen, c.Take...)
	}
	if err := deck.CheckCounts(seen); err != nil {
		return err
	}
	v := referee.CheckCapture(c)
	doc := checkCaptureJSON{
		Valid: v.Valid, Sum: v.Capture.Sum, Target: opts.target, Joker: v.Capture.Joker,
		Cards: append([]variants.ChucheCard{v.Capture.Play}, v.Capture.Take...), Points: v.Capture.Points,
		ClearsTable: v.ClearsTable, Reason: v.Reason, Better: toCapturesJSON(v.Better), BetterCount: v.BetterCount,
	}
	out := opts.f.IO.Out
	if opts.f.JSON() {
		if err := writeJSON(out, doc); err != nil {
			return err
		}
	} else {
		writeCaptureVerdict(out, v)
	}
	if !v.Valid {
		return silentInvalid
	}
	return nil
}
