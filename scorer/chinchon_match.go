package scorer

import (
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Player statuses of a Chinchón match.
const (
	ChinchonIn  = "in"
	ChinchonOut = "out"
)

// How a Chinchón match ended (ChinchonMatch.EndedBy).
const (
	ChinchonEndedByChinchon = "chinchon" // CN-11: won at once, no buy-back
	ChinchonEndedByLastIn   = "last-in"  // CN-14: one player still in; a buy-back re-opens it
	ChinchonEndedByAllOut   = "all-out"  // CN-14: everyone still in went out together; lowest total wins
)

// ChinchonMatch is the state of a Chinchón game after its effective entries.
// The JSON tags follow `standings --json` of CLI.md; fields beyond it are
// extras the contract allows.
type ChinchonMatch struct {
	Round    int              `json:"round"` // hands played
	Finished bool             `json:"finished"`
	Winners  []string         `json:"winners"` // never nil; seat order
	EndedBy  string           `json:"ended_by,omitempty"`
	Players  []ChinchonPlayer `json:"players"` // seat order
	Limit    int              `json:"limit"`
	// Dealer deals the next hand (CN-4); DealtLast dealt the last one ("",
	// before the first hand).
	Dealer    string `json:"dealer"`
	DealtLast string `json:"dealt_last,omitempty"`

	Hands   []ChinchonHandResult `json:"-"`
	Rejoins []ChinchonRejoin     `json:"rejoins,omitempty"`
	// Events are what happened, one message each ("Ben is out with 104",
	// "Ben buys back at 87"): a printer words them, JSON has their English
	// (and a match read back from its snapshot has only that).
	Events []fault.Message `json:"events,omitempty"`

	// EndedEarly: an "end" entry closed the game without a winner (KindEnd);
	// EndedRated: it was `end --rated`, placed by the totals then (LG-5).
	EndedEarly bool `json:"ended_early,omitempty"`
	EndedRated bool `json:"ended_rated,omitempty"`
	// DecidedBy is the seq of the entry that decided the game, the one
	// whose time places it in a league's order (LG-7); 0 while it is open.
	DecidedBy int `json:"decided_by,omitempty"`
}

// ChinchonPlayer is one seat of a Chinchón match.
type ChinchonPlayer struct {
	Name     string        `json:"name"`
	Total    int           `json:"total"`
	Status   string        `json:"status"` // ChinchonIn or ChinchonOut
	BuyBacks int           `json:"buybacks"`
	OutAfter int           `json:"out_after,omitempty"` // the hand the player went out in; 0 while in
	Stats    ChinchonStats `json:"stats"`
}

// ChinchonStats are a player's running figures over the match.
type ChinchonStats struct {
	Hands        int `json:"hands"`        // hands played while in
	Cuts         int `json:"cuts"`         // hands this player cut (chinchóns included)
	CleanCuts    int `json:"clean_cuts"`   // cuts with an empty leftover (CN-10)
	Chinchons    int `json:"chinchons"`    // CN-11
	BuyBacks     int `json:"buybacks"`     // CN-13
	Eliminations int `json:"eliminations"` // times gone out (CN-12)
	LeftoverSum  int `json:"leftover_sum"` // leftover points charged, clean-cut bonuses not counted
	BestHand     int `json:"best_hand"`    // lowest hand score; 0 before the first hand
}

// ChinchonRejoin records a buy-back: the player's total went From → To.
type ChinchonRejoin struct {
	Seq    int    `json:"seq"`
	After  int    `json:"after"` // hands played when it was entered
	Player string `json:"player"`
	From   int    `json:"from"`
	To     int    `json:"to"`
}

// ChinchonStandings replays the effective entries of a Chinchón game (see
// Effective) in order and returns the match they make. Every entry is
// validated as if it were being entered now, so a correction that makes a
// later entry impossible — an amendment that keeps a player in who later
// bought back — is an error naming that entry's seq (CN-14, CN-15).
// On error the match is returned as it stood before the failing entry.
func ChinchonStandings(seats []string, rules variants.ChinchonRules, effective []Entry) (ChinchonMatch, error) {
	return ChinchonReplay(seats, "", rules, effective, nil)
}

// ChinchonStandingsDealt is ChinchonStandings with the first dealer the
// table chose (CN-4); "" is the last seat, so the first seat plays first,
// as in Chuche (CU-6).
func ChinchonStandingsDealt(seats []string, firstDealer string, rules variants.ChinchonRules, effective []Entry) (ChinchonMatch, error) {
	return ChinchonReplay(seats, firstDealer, rules, effective, nil)
}

// ChinchonReplay is ChinchonStandingsDealt telling, when told is not nil,
// what each entry did as it is played: one judgement per entry, in place,
// for the history of a game without judging it again.
func ChinchonReplay(seats []string, firstDealer string, rules variants.ChinchonRules, effective []Entry, told func(Entry, Outcome)) (ChinchonMatch, error) {
	m, err := NewChinchonMatch(seats, firstDealer, rules)
	if err != nil {
		return m, err
	}
	for _, e := range effective {
		out, err := m.play(e, rules)
		if err != nil {
			return m, atEntry(e.Seq, err)
		}
		if told != nil {
			told(e, out)
		}
	}
	return m, nil
}

// NewChinchonMatch is a Chinchón game before its first entry: every seat
// in at 0, the first dealer the table chose dealing ("" for the last seat).
func NewChinchonMatch(seats []string, firstDealer string, rules variants.ChinchonRules) (ChinchonMatch, error) {
	if err := checkChinchonSeats(seats); err != nil {
		return ChinchonMatch{}, err
	}
	if err := rules.CheckPlayers(len(seats)); err != nil {
		return ChinchonMatch{}, err
	}
	m := ChinchonMatch{Winners: []string{}, Limit: rules.Limit}
	for _, s := range seats {
		m.Players = append(m.Players, ChinchonPlayer{Name: s, Status: ChinchonIn})
	}
	if m.Dealer = seats[len(seats)-1]; firstDealer != "" {
		if m.Dealer = m.seatNamed(firstDealer); m.Dealer == "" {
			return ChinchonMatch{}, fault.Inputf("the first dealer %q is not a player of this game; players are %s", firstDealer, strings.Join(seats, ", "))
		}
	}
	return m, nil
}

// play plays one more entry onto the match in place and says what it did;
// callers outside the package use With, which leaves the match as it was.
// On error m is unchanged.
func (m *ChinchonMatch) play(e Entry, rules variants.ChinchonRules) (Outcome, error) {
	judgements.Add(1)
	events := len(m.Events)
	open := !m.Finished
	defer func() { m.DecidedBy = decidedBy(open, m.Finished, m.DecidedBy, e.Seq) }()
	var out Outcome
	switch p := e.Payload.(type) {
	case ChinchonHand:
		res, err := CheckChinchonHand(*m, p, rules)
		if err != nil {
			if !res.Cut.Why.IsZero() || res.Cut.Valid { // the cut was judged: CN-8's answer goes with the refusal
				out.Hand = &res
			}
			return out, err
		}
		res.Seq = e.Seq
		m.playHand(res, rules)
		out.Hand = &m.Hands[len(m.Hands)-1]
	case ChinchonBuyBack:
		if err := CheckChinchonBuyBack(*m, p.Player, rules); err != nil {
			return out, err
		}
		m.buyBack(e.Seq, p.Player)
		out.Rejoin = &m.Rejoins[len(m.Rejoins)-1]
	case EndEarly:
		if err := m.endEarly(p, rules); err != nil {
			return out, err
		}
	case Unread:
		return out, p.Err
	default:
		return out, fault.Inputf("%q is not a chinchón ledger entry", e.Kind()).Coded(Unreadable)
	}
	out.Finished = m.Finished
	out.Events = slices.Clone(m.Events[events:])
	return out, nil
}

// CheckChinchonHand judges a hand as the next one of the match, without
// playing it: refused when the game is over (CN-14) or the hand names a
// player who is out; otherwise as ScoreChinchonHand among the players in.
func CheckChinchonHand(m ChinchonMatch, h ChinchonHand, rules variants.ChinchonRules) (ChinchonHandResult, error) {
	if m.Finished {
		return ChinchonHandResult{}, fault.Refusedf("the game is over: %s; no more hands (CN-14)", m.outcome(rules))
	}
	in := m.in()
	if err := checkChinchonNames(h, m.seats(), in, m.whyOut); err != nil {
		return ChinchonHandResult{}, err
	}
	return scoreChinchonHand(h, in, rules)
}

// playHand adds a scored hand: totals, stats, eliminations (CN-12) and the
// end of the game (CN-11, CN-14).
//
// CN-11: nobody counts after a chinchón. The others' hands or points, when
// entered, go to the statistics only: their totals stay as they were, so
// nobody goes out in that hand. The cutter's chinchón is scored like a
// clean cut (CN-10).
func (m *ChinchonMatch) playHand(res ChinchonHandResult, rules variants.ChinchonRules) {
	m.Round++
	res.Round = m.Round
	wereIn := m.in()
	for i := range m.Players {
		p := &m.Players[i]
		score, played := res.Scores[p.Name]
		if !played {
			continue
		}
		p.Stats.add(p.Name, score, res)
		if res.Chinchon && p.Name != res.Cutter {
			continue // CN-11: for the statistics only
		}
		p.Total += score
		if chinchonOutAt(p.Total, rules) {
			p.Status, p.OutAfter = ChinchonOut, m.Round
			p.Stats.Eliminations++
			res.Eliminated = append(res.Eliminated, p.Name)
			m.event(fault.M("%s is out with %d", p.Name, p.Total))
		}
	}
	res.TotalsAfter = map[string]int{}
	for _, p := range m.Players {
		res.TotalsAfter[p.Name] = p.Total
	}

	in := m.in()
	switch {
	case res.Chinchon:
		m.finish(ChinchonEndedByChinchon, []string{res.Cutter})
		m.event(fault.M("%s wins with a chinchón", res.Cutter))
	case len(in) == 1:
		m.finish(ChinchonEndedByLastIn, in)
		m.event(fault.M("%s wins as the only player still in", in[0]))
	case len(in) == 0:
		m.finish(ChinchonEndedByAllOut, m.lowest(wereIn))
		if len(m.Winners) == 1 {
			m.event(fault.M("everyone still in went out together: %s wins with the lowest total, %d", m.winnerNames(), m.player(m.Winners[0]).Total))
		} else {
			m.event(fault.M("everyone still in went out together: %s win with the lowest total, %d", m.winnerNames(), m.player(m.Winners[0]).Total))
		}
	}
	m.Hands = append(m.Hands, res)
	m.DealtLast = m.Dealer
	m.passDeal()
}

// passDeal is CN-4: the next hand is dealt by the next seat after the one
// who dealt the last hand that is still in (the dealer of the first hand,
// before any). A buy-back puts a player back in this rotation.
func (m *ChinchonMatch) passDeal() {
	from := -1
	for i, p := range m.Players {
		if p.Name == m.DealtLast {
			from = i
		}
	}
	if from < 0 {
		return
	}
	for step := 1; step <= len(m.Players); step++ {
		if p := m.Players[(from+step)%len(m.Players)]; p.Status == ChinchonIn {
			m.Dealer = p.Name
			return
		}
	}
}

// seatNamed is the seat of that name, ignoring case; "" when none.
func (m *ChinchonMatch) seatNamed(name string) string {
	for _, p := range m.Players {
		if strings.EqualFold(p.Name, strings.TrimSpace(name)) {
			return p.Name
		}
	}
	return ""
}

func (s *ChinchonStats) add(name string, score int, res ChinchonHandResult) {
	if s.Hands == 0 || score < s.BestHand {
		s.BestHand = score
	}
	s.Hands++
	s.LeftoverSum += max(score, 0) // a cut's score is its leftover, or the clean-cut bonus
	if name == res.Cutter {
		s.Cuts++
		if res.CleanCut {
			s.CleanCuts++
		}
		if res.Chinchon {
			s.Chinchons++
		}
	}
}

// chinchonOutAt is CN-12: out over the limit, or at it with out_at=reach.
func chinchonOutAt(total int, rules variants.ChinchonRules) bool {
	if rules.OutAt == "reach" {
		return total >= rules.Limit
	}
	return total > rules.Limit
}

func (m *ChinchonMatch) finish(by string, winners []string) {
	m.Finished, m.EndedBy, m.Winners = true, by, winners
}

// lowest lists the players among names with the lowest total (CN-14).
func (m *ChinchonMatch) lowest(names []string) []string {
	var best []string
	for _, n := range names {
		switch t := m.player(n).Total; {
		case len(best) == 0 || t < m.player(best[0]).Total:
			best = []string{n}
		case t == m.player(best[0]).Total:
			best = append(best, n)
		}
	}
	return best
}

// CheckChinchonBuyBack says whether player may buy back now (CN-13, CN-14):
// nil, a refusal (fault kind Refused) saying why not in words, or an input error
// when the name is not a player of the game.
func CheckChinchonBuyBack(m ChinchonMatch, player string, rules variants.ChinchonRules) error {
	p := m.player(player)
	switch {
	case p == nil:
		return fault.Inputf("%q is not a player of this game", player).WithHint("players are %s", strings.Join(m.seats(), ", "))
	case m.EndedEarly:
		return fault.Refusedf("the game is over: %s; no buy-back after it (undo the end to play on)", endedEarly)
	case !rules.Buyback:
		return fault.Refusedf("buy-backs are off in this game (house rule buyback=false, CN-13)")
	case p.Status == ChinchonIn:
		return fault.Refusedf("%s is still in; only a player who is out can buy back (CN-13)", player)
	case m.EndedBy == ChinchonEndedByChinchon:
		return fault.Refusedf("the game is over: %s; no buy-back after a chinchón (CN-11)", m.outcome(rules))
	case m.EndedBy == ChinchonEndedByAllOut:
		return fault.Refusedf("everyone still in went out together in hand %d, so nobody can buy back (CN-14)", m.Round)
	case p.BuyBacks >= rules.Buybacks:
		return fault.Refusedf("%s", fault.Plural(3, "%s has used %d of %d buy-back (house rule buybacks=%d, CN-13)",
			"%s has used %d of %d buy-backs (house rule buybacks=%d, CN-13)", player, p.BuyBacks, rules.Buybacks, rules.Buybacks))
	case p.OutAfter != m.Round:
		// The hand that ended the chance is named: the table may not know
		// that another terminal recorded it.
		return fault.Refusedf("%s went out in hand %d; the chance to buy back ended when hand %d began (CN-13)", player, p.OutAfter, p.OutAfter+1)
	case len(m.in()) == 0:
		return fault.Refusedf("no other player is still in, so there is no game to rejoin (CN-13)")
	}
	return nil
}

// buyBack rejoins an out player at the highest total still in (CN-13) and
// re-opens a game that one player had won as the last one in (CN-14).
func (m *ChinchonMatch) buyBack(seq int, player string) {
	to := 0
	for i, n := range m.in() {
		if t := m.player(n).Total; i == 0 || t > to {
			to = t
		}
	}
	p := m.player(player)
	m.Rejoins = append(m.Rejoins, ChinchonRejoin{Seq: seq, After: m.Round, Player: player, From: p.Total, To: to})
	p.Total, p.Status, p.OutAfter = to, ChinchonIn, 0
	p.BuyBacks++
	p.Stats.BuyBacks++
	event := fault.M("%s buys back at %d", player, to)
	if m.Finished {
		m.Finished, m.EndedBy, m.Winners = false, "", []string{}
		event = fault.M("%s buys back at %d; the game goes on", player, to)
	}
	m.event(event)
	m.passDeal()
}

// event adds a line to Events.
func (m *ChinchonMatch) event(e fault.Message) { m.Events = append(m.Events, e) }

// In lists the players still in, seat order: who must be entered in the
// next hand.
func (m *ChinchonMatch) In() []string { return m.in() }

func (m *ChinchonMatch) in() []string {
	var in []string
	for _, p := range m.Players {
		if p.Status == ChinchonIn {
			in = append(in, p.Name)
		}
	}
	return in
}

func (m *ChinchonMatch) seats() []string {
	names := make([]string, len(m.Players))
	for i, p := range m.Players {
		names[i] = p.Name
	}
	return names
}

// player finds a seat by name; the pointer is into m.Players.
func (m *ChinchonMatch) player(name string) *ChinchonPlayer {
	for i := range m.Players {
		if m.Players[i].Name == name {
			return &m.Players[i]
		}
	}
	return nil
}

func (m *ChinchonMatch) whyOut(name string) fault.Message {
	p := m.player(name)
	return fault.M("%s went out in hand %d with %d", name, p.OutAfter, p.Total)
}

// outcome says in words who won and how, for refusals after the end.
func (m *ChinchonMatch) outcome(rules variants.ChinchonRules) fault.Message {
	w := m.winnerNames()
	switch m.EndedBy {
	case ChinchonEndedByChinchon:
		return fault.M("%s won with a chinchón", w)
	case ChinchonEndedByAllOut:
		return fault.M("%s won with the lowest total when everyone still in went out together", w)
	case ChinchonEndedEarly:
		return endedEarly
	}
	for _, p := range m.Players {
		if p.Status == ChinchonOut && CheckChinchonBuyBack(*m, p.Name, rules) == nil {
			return fault.M("%s is the only player still in (a buy-back by %s would re-open it)", w, p.Name)
		}
	}
	return fault.M("%s won as the only player still in", w)
}

// winnerNames are the winners joined by " and ", as a message.
func (m *ChinchonMatch) winnerNames() fault.Message {
	if len(m.Winners) == 0 {
		return fault.M("%s", "")
	}
	w := fault.M("%s", m.Winners[len(m.Winners)-1])
	for i := len(m.Winners) - 2; i >= 0; i-- {
		w = fault.M("%s and %s", m.Winners[i], w)
	}
	return w
}
