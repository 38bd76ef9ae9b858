package scorer

import (
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheIn is the only status of a Chuche player: nobody goes out (CU-24);
// it is there for `standings --json`.
const ChucheIn = "in"

// ChucheMatch is the state of a Chuche game after its effective entries.
// The JSON tags follow `standings --json` of CLI.md; fields beyond it are
// extras the contract allows.
type ChucheMatch struct {
	Round     int            `json:"round"` // rounds completed
	Finished  bool           `json:"finished"`
	Winners   []string       `json:"winners"` // never nil; seat order
	Players   []ChuchePlayer `json:"players"` // seat order
	Threshold int            `json:"threshold"`
	Dealer    string         `json:"dealer"` // who deals next, by default (CU-6)
	// Events are what happened, one message each ("Ana deals round 2",
	// "Ana wins with 104"): a printer words them, JSON has their English.
	Events []fault.Message `json:"events,omitempty"`

	// Current is the round in progress, nil between rounds. It is shared,
	// not copied, when the match is.
	Current *referee.ChucheRound `json:"-"`
	Rounds  []ChucheRoundResult  `json:"-"`

	// EndedEarly: an "end" entry closed the game without a winner (KindEnd);
	// EndedRated: it was `end --rated`, placed by the totals then (LG-5).
	EndedEarly bool `json:"ended_early,omitempty"`
	EndedRated bool `json:"ended_rated,omitempty"`
	// DecidedBy is the seq of the entry that decided the game, the one
	// whose time places it in a league's order (LG-7); 0 while it is open.
	DecidedBy int `json:"decided_by,omitempty"`

	// chosen: the table chose the first dealer when the game began (CU-6),
	// so the first deal is theirs.
	chosen bool
}

// ChuchePlayer is one seat of a Chuche match.
type ChuchePlayer struct {
	Name     string      `json:"name"`
	Total    int         `json:"total"`
	Status   string      `json:"status"`   // always ChucheIn
	BuyBacks int         `json:"buybacks"` // always 0: Chuche has no buy-back
	Stats    ChucheStats `json:"stats"`
}

// ChucheStats are a player's running figures over the match.
type ChucheStats struct {
	Rounds      int   `json:"rounds"`
	Chuches     int   `json:"chuches"`      // CHUCHEs called, in rounds played turn by turn (CU-14)
	ChucheCards int   `json:"chuche_cards"` // Chuche cards scored (CU-20, CU-23)
	Cards       int   `json:"cards"`        // number cards won
	CardPoints  int   `json:"card_points"`  // their CU-22 points
	RoundPoints []int `json:"round_points"` // the score of each round, in order
	BestRound   int   `json:"best_round"`   // highest round score; 0 before the first round
}

// ChucheRoundResult is one completed round as the referee scored it. Every
// map holds every player.
type ChucheRoundResult struct {
	Seq         int                              // ledger entry that completed the round
	Round       int                              // 1 for the first round
	ByTurns     bool                             // played turn by turn; false for a scoring-only round (CU-25)
	Dealer      string                           // who dealt; "" for a scoring-only round
	Turns       int                              // turns played; 0 for a scoring-only round
	Won         map[string][]variants.ChucheCard // won piles (CU-10, CU-21)
	ChucheCards map[string]int                   // Chuche cards won (CU-20)
	Chuches     map[string]int                   // CHUCHEs called (CU-14); zeros for a scoring-only round
	Discarded   []variants.ChucheCard            // scored for nobody (CU-21)
	Scores      map[string]int                   // CU-22 + CU-23
	TotalsAfter map[string]int
}

// ChucheStandings replays the effective entries of a Chuche game (see
// Effective) in order and returns the match they make. Every entry is
// validated as if it were being entered now, so a correction that makes a
// later entry impossible is an error naming that entry's seq. Errors are a
// refusal (fault kind Refused: what the rules forbid) or an input error (cards or
// names that cannot be right). On error the match is returned as it stood
// before the failing entry.
func ChucheStandings(seats []string, rules variants.ChucheRules, effective []Entry) (ChucheMatch, error) {
	return ChucheReplay(seats, "", rules, effective, nil)
}

// ChucheReplay is ChucheStandings telling, when told is not nil, what each
// entry did as it is played: one judgement per entry, in place, for the
// history of a game without judging it again. firstDealer is the first
// dealer the table chose when the game began ("" for none chosen: the last
// seat deals first by default, and the first deal may name anyone).
func ChucheReplay(seats []string, firstDealer string, rules variants.ChucheRules, effective []Entry, told func(Entry, Outcome)) (ChucheMatch, error) {
	m, err := NewChucheMatch(seats, firstDealer, rules)
	if err != nil {
		return m, err
	}
	for _, e := range effective {
		out, err := m.play(e, rules)
		if err != nil {
			return m, err
		}
		if told != nil {
			told(e, out)
		}
	}
	return m, nil
}

// NewChucheMatch is a Chuche game before its first entry: every seat at 0,
// the first dealer the table chose dealing first (CU-6), or by default
// ("" chosen) the last seat.
func NewChucheMatch(seats []string, firstDealer string, rules variants.ChucheRules) (ChucheMatch, error) {
	if err := referee.CheckChucheSeats(seats); err != nil {
		return ChucheMatch{}, err
	}
	m := ChucheMatch{Winners: []string{}, Threshold: rules.ThresholdFor(len(seats)), Dealer: seats[len(seats)-1]}
	if firstDealer != "" {
		i := slices.IndexFunc(seats, func(s string) bool { return strings.EqualFold(s, firstDealer) })
		if i < 0 {
			return ChucheMatch{}, fault.Inputf("the first dealer %q is not a player of this game; players are %s", firstDealer, strings.Join(seats, ", "))
		}
		m.Dealer, m.chosen = seats[i], true
	}
	for _, s := range seats {
		m.Players = append(m.Players, ChuchePlayer{Name: s, Status: ChucheIn, Stats: ChucheStats{RoundPoints: []int{}}})
	}
	return m, nil
}

// play plays one more entry onto the match in place, as ChucheStandings
// does, and says what it did; callers outside the package use With, which
// leaves the match as it was. On error m is unchanged; the error names
// e.Seq when it is set.
func (m *ChucheMatch) play(e Entry, rules variants.ChucheRules) (Outcome, error) {
	judgements.Add(1)
	events := len(m.Events)
	open := !m.Finished
	out, err := m.apply(e, rules)
	m.DecidedBy = decidedBy(open, m.Finished, m.DecidedBy, e.Seq)
	if err != nil {
		if e.Seq > 0 {
			err = atEntry(e.Seq, err)
		}
		return Outcome{}, err
	}
	out.Events = slices.Clone(m.Events[events:])
	return out, nil
}

func (m *ChucheMatch) apply(e Entry, rules variants.ChucheRules) (Outcome, error) {
	if end, ok := e.Payload.(EndEarly); ok {
		if err := CheckChucheEnd(*m); err != nil {
			return Outcome{}, err
		}
		m.endEarly(end)
		return Outcome{Finished: true}, nil
	}
	if m.Finished {
		return Outcome{}, fault.Refusedf("the match is over: %s (CU-24)", m.outcome())
	}
	switch p := e.Payload.(type) {
	case Unread:
		return Outcome{}, p.Err
	case ChucheDeal:
		return Outcome{}, m.deal(p.ChucheDeal, rules)
	case ChucheTurn:
		return m.turn(e.Seq, p.ChucheTurn, rules)
	case ChucheRoundScore:
		return m.scoringOnly(e.Seq, p, rules)
	}
	return Outcome{}, fault.Inputf("%q is not a chuche ledger entry", e.Kind()).Coded(Unreadable)
}

// deal starts the next round (CU-6, CU-7). An empty dealer is the default:
// the next seat after the last dealer under rotate_dealer, else the same.
func (m *ChucheMatch) deal(d referee.ChucheDeal, rules variants.ChucheRules) error {
	if r := m.Current; r != nil {
		return fault.Refusedf("round %d is still in progress (%s played, %s to play): it ends when the pile is empty and nobody holds a card (CU-21)",
			m.Round+1, turns(r.Turns), r.Next)
	}
	if d.Dealer == "" {
		d.Dealer = m.Dealer
	}
	// CU-6: the table chooses the first dealer — when the game begins, or
	// at the first deal; after that the deal moves one seat each round (or
	// stays put without rotate_dealer).
	if m.Round == 0 && m.chosen && d.Dealer != m.Dealer {
		return fault.Refusedf("%s deals round 1, not %s: the table chose the first dealer when the game began (CU-6)", m.Dealer, d.Dealer)
	}
	if m.Round > 0 && d.Dealer != m.Dealer {
		if rules.RotateDealer {
			return fault.Refusedf("%s deals round %d, not %s: the deal moves one seat each round (CU-6, house rule rotate_dealer)", m.Dealer, m.Round+1, d.Dealer)
		}
		return fault.Refusedf("%s deals every round, not %s (CU-6, house rule rotate_dealer=false)", m.Dealer, d.Dealer)
	}
	r, err := referee.NewChucheRound(m.seats(), d, rules)
	if err != nil {
		return err
	}
	m.Current = r
	m.Dealer = m.nextDealer(d.Dealer, rules)
	m.event(fault.M("%s deals round %d", d.Dealer, m.Round+1))
	return nil
}

// turn plays a turn of the round in progress; the round's end scores it.
func (m *ChucheMatch) turn(seq int, t referee.ChucheTurn, rules variants.ChucheRules) (Outcome, error) {
	if m.Current == nil {
		return Outcome{}, fault.Refusedf("no round is in progress: enter the deal first (CU-7)")
	}
	r, tr, err := m.Current.Apply(t, rules)
	if err != nil {
		return Outcome{}, err
	}
	m.Current = r
	res := Outcome{Turn: &tr}
	if tr.RoundEnded {
		r := m.Current
		won, cards, chuches := chucheRoundOf(r)
		res.Round = m.closeRound(ChucheRoundResult{
			Seq: seq, ByTurns: true, Dealer: r.Dealer, Turns: r.Turns, Won: won, ChucheCards: cards,
			Chuches: chuches, Discarded: slices.Clone(r.Discarded),
		}, rules)
		m.Current = nil
		res.Finished = m.Finished
	}
	return res, nil
}

// scoringOnly is CU-25: a whole round entered as won piles, between rounds.
func (m *ChucheMatch) scoringOnly(seq int, s ChucheRoundScore, rules variants.ChucheRules) (Outcome, error) {
	if r := m.Current; r != nil {
		return Outcome{}, fault.Refusedf("round %d is being played turn by turn (%s so far): finish it, or undo its deal, before entering a round by won piles (CU-25)",
			m.Round+1, turns(r.Turns))
	}
	if err := CheckChucheRoundScore(s, m.seats(), rules); err != nil {
		return Outcome{}, err
	}
	won, cards, chuches := map[string][]variants.ChucheCard{}, map[string]int{}, map[string]int{}
	for _, p := range m.seats() {
		won[p] = slices.Clone(s.Won[p])
		if won[p] == nil {
			won[p] = []variants.ChucheCard{}
		}
		cards[p] = s.Chuche[p]
		chuches[p] = 0
	}
	res := m.closeRound(ChucheRoundResult{Seq: seq, Won: won, ChucheCards: cards, Chuches: chuches}, rules)
	m.Dealer = m.nextDealer(m.Dealer, rules)
	return Outcome{Round: res, Finished: m.Finished}, nil
}

// closeRound scores a round (CU-22, CU-23), adds it to the totals and
// stats, and ends the match when someone has reached the threshold (CU-24).
func (m *ChucheMatch) closeRound(res ChucheRoundResult, rules variants.ChucheRules) *ChucheRoundResult {
	m.Round++
	res.Round = m.Round
	res.Scores = ScoreChucheRound(res.Won, res.ChucheCards)
	res.TotalsAfter = map[string]int{}
	for i := range m.Players {
		p := &m.Players[i]
		score := res.Scores[p.Name]
		p.Total += score
		res.TotalsAfter[p.Name] = p.Total
		s := &p.Stats
		if s.Rounds == 0 || score > s.BestRound {
			s.BestRound = score
		}
		s.Rounds++
		s.Chuches += res.Chuches[p.Name]
		s.ChucheCards += res.ChucheCards[p.Name]
		s.Cards += len(res.Won[p.Name])
		s.CardPoints += score - ChucheCardPoints(res.ChucheCards[p.Name])
		s.RoundPoints = append(s.RoundPoints, score)
	}
	m.Rounds = append(m.Rounds, res)
	m.checkEnd(rules)
	return &m.Rounds[len(m.Rounds)-1]
}

// checkEnd is CU-24: once a player has reached the threshold, the highest
// total wins; an exact tie for highest plays another round, or under
// tie=share ends the match with joint winners.
func (m *ChucheMatch) checkEnd(rules variants.ChucheRules) {
	var leaders []string
	best := 0
	for _, p := range m.Players {
		switch {
		case len(leaders) == 0 || p.Total > best:
			leaders, best = []string{p.Name}, p.Total
		case p.Total == best:
			leaders = append(leaders, p.Name)
		}
	}
	switch {
	case best < m.Threshold:
		return
	case len(leaders) == 1:
		m.Finished, m.Winners = true, leaders
		m.event(fault.M("%s wins with %d (threshold %d, CU-24)", leaders[0], best, m.Threshold))
	case rules.Tie == "share":
		m.Finished, m.Winners = true, leaders
		m.event(fault.M("%s share the win with %d (tie=share, CU-24)", chucheAnd(leaders), best))
	default:
		m.event(fault.M("%s tie for the lead with %d: another round is played (tie=play_on, CU-24)", chucheAnd(leaders), best))
	}
}

// nextDealer is CU-6: the dealer moves one seat each round under
// rotate_dealer.
func (m *ChucheMatch) nextDealer(dealer string, rules variants.ChucheRules) string {
	if !rules.RotateDealer {
		return dealer
	}
	seats := m.seats()
	return seats[(slices.Index(seats, dealer)+1)%len(seats)]
}

// Totals is every player's total, by name.
func (m *ChucheMatch) Totals() map[string]int {
	totals := make(map[string]int, len(m.Players))
	for _, p := range m.Players {
		totals[p.Name] = p.Total
	}
	return totals
}

func (m *ChucheMatch) seats() []string {
	names := make([]string, len(m.Players))
	for i, p := range m.Players {
		names[i] = p.Name
	}
	return names
}

// outcome says who won, for refusals after the end.
func (m *ChucheMatch) outcome() fault.Message {
	if m.EndedEarly {
		return endedEarly
	}
	total := m.Totals()[m.Winners[0]]
	if len(m.Winners) > 1 {
		return fault.M("%s share the win with %d", chucheAnd(m.Winners), total)
	}
	return fault.M("%s won with %d", m.Winners[0], total)
}

// event adds a line to Events.
func (m *ChucheMatch) event(e fault.Message) { m.Events = append(m.Events, e) }

// turns is "1 turn", "3 turns".
func turns(n int) fault.Message { return fault.Plural(1, "%d turn", "%d turns", n) }

// chucheAnd joins names as "Ana, Ben and Cleo".
func chucheAnd(names []string) fault.Message {
	items := make([]any, len(names))
	for i, n := range names {
		items[i] = n
	}
	return variants.And(items...)
}
