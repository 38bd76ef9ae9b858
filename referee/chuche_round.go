package referee

import (
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// A Chuche round played turn by turn (CU-6…CU-21). The referee never sees a
// hidden card: it knows the face-up cards, the won piles, the Chuche cards
// won and how many cards each hand and the pile hold, and it judges what
// the players enter. Its state is derived by replaying the round's entries:
// a ChucheDeal, then one ChucheTurn per turn. The JSON field names of the
// payloads are stored in ledgers and must not change.

// ChucheDeal is the payload of a "deal" entry: who dealt and the 3 cards
// dealt face up to the table (CU-7). Hands are dealt face down, unseen.
//
//	{"dealer":"Cleo","table":["R5","Y1","B4"]}
type ChucheDeal struct {
	Dealer string                `json:"dealer"`
	Table  []variants.ChucheCard `json:"table"`
}

// ChucheTurn is the payload of a "turn" entry: one player's turn as it
// happened at the table (CU-9…CU-19).
//
//	{"player":"Ana","target":8,"play":"R3","take":["Y1","B4"],"won":"steal"}
//	{"player":"Ben","target":7,"play":"G6","discard":true,
//	 "blockades":[{"player":"Cleo","card":"Y2"}]}
type ChucheTurn struct {
	Player string `json:"player"`
	// Target is the number on the back of the top pile card, 6..10; while the
	// pile is empty it is 7, and 0 is read as 7 then (CU-8).
	Target int                   `json:"target"`
	Play   variants.ChucheCard   `json:"play"`           // the hand card played (CU-9)
	Take   []variants.ChucheCard `json:"take,omitempty"` // table cards captured (CU-10)
	// Discard: Play is laid face up on the table instead (CU-13).
	Discard bool `json:"discard,omitempty"`
	// Joker is -1 or +1 when the player's Joker helps the capture (CU-11).
	Joker int          `json:"joker,omitempty"`
	Steal *ChucheSteal `json:"steal,omitempty"` // CU-16
	Bomb  *ChucheBomb  `json:"bomb,omitempty"`  // CU-18
	// Blockades played during this turn by anyone, before the play (CU-17).
	// The referee takes them in turn order starting from the active player,
	// whatever order they are entered in: who comes soonest blocks first.
	Blockades []ChucheBlockade `json:"blockades,omitempty"`
	// Unblock lists blocked cards the player frees with a Shield each to use
	// in this capture (CU-17); at most one, as it counts as help (CU-12).
	Unblock []variants.ChucheCard `json:"unblock,omitempty"`
	// Won is the Chuche card drawn on a CHUCHE, as the players entered it
	// (CU-14); 0 when none is left or it was not entered. A card won but not
	// entered is held as unknown and named when it is first used.
	Won variants.ChucheAction `json:"won,omitempty"`
}

// ChucheSteal is a Steal played on one's own turn (CU-16): Card, taken from
// Victim's hand, now lies face up on the table. With Shield the victim
// defended: the steal fails, no card moves and both Chuche cards are spent.
//
//	{"victim":"Ben","card":"G2"}   {"victim":"Ben","shield":true}
type ChucheSteal struct {
	Victim string              `json:"victim"`
	Card   variants.ChucheCard `json:"card,omitzero"`
	Shield bool                `json:"shield,omitempty"`
}

// ChucheBomb is a Bomb played on one's own turn (CU-18): every other player
// holding a card (the bomber too under bomb_hits_bomber) either put the card
// in Cards face up on the table or defended with a Shield.
//
//	{"cards":{"Ben":"R3","Cleo":"O6"},"shields":["Dani"]}
type ChucheBomb struct {
	Cards   map[string]variants.ChucheCard `json:"cards,omitempty"`
	Shields []string                       `json:"shields,omitempty"`
}

// ChucheBlockade is a Blockade (CU-17): Player reserves Card, a table card;
// only they may use it from now on.
type ChucheBlockade struct {
	Player string              `json:"player"`
	Card   variants.ChucheCard `json:"card"`
}

// ChucheTableCard is a face-up card and who blocked it ("" when nobody did).
type ChucheTableCard struct {
	Card      variants.ChucheCard `json:"card"`
	BlockedBy string              `json:"blocked_by,omitempty"`
}

// ChucheHeld is a Chuche card a player won (CU-20): kept for scoring, used
// or not. Action is 0 for a card won whose name was not entered; it is named
// when the player first uses it.
type ChucheHeld struct {
	Action variants.ChucheAction `json:"action,omitempty"`
	Used   bool                  `json:"used"`
}

// ChucheRound is the state of a round derived from its entries. It is a
// value that never changes: Apply returns the round after a turn and
// leaves the one it was given as it was. Treat the fields as read-only.
type ChucheRound struct {
	Seats  []string          `json:"seats"`  // turn order (CU-6)
	Dealer string            `json:"dealer"` // who dealt this round
	Next   string            `json:"next"`   // whose turn it is; "" once the round is over
	Table  []ChucheTableCard `json:"table"`  // face-up cards, in the order they came
	Pile   int               `json:"pile"`   // number cards left in the central pile (CU-7)

	Hands   map[string]int                   `json:"hands"`   // cards in each hand (CU-15)
	Won     map[string][]variants.ChucheCard `json:"won"`     // won piles (CU-10, CU-21)
	Actions map[string][]ChucheHeld          `json:"actions"` // Chuche cards won (CU-20)
	Chuches map[string]int                   `json:"chuches"` // CHUCHEs called (CU-14)

	ActionsLeft int                   `json:"actions_left"` // Chuche cards not yet won, of 12 (CU-4)
	Discarded   []variants.ChucheCard `json:"discarded"`    // unblocked table cards at the end (CU-21)
	Target      int                   `json:"target"`       // the last turn's target
	Turns       int                   `json:"turns"`
	Ended       bool                  `json:"ended"`

	deck  variants.ChucheDeck
	owned uint8 // the maps Apply's turn in progress has copied (own); 0 in a round returned
}

// ChucheTurnResult is what the referee says about a turn it accepted.
type ChucheTurnResult struct {
	Capture *Capture `json:"capture,omitempty"` // the capture made; nil for a discard
	Chuche  bool     `json:"chuche"`            // the capture cleared the table (CU-14)
	// Missed lists better captures the played card could have made, best
	// first, so a missed CHUCHE comes first: for a capture, those that clear
	// the table or score more; for a discard, every capture (CU-13).
	Missed []Capture `json:"missed,omitempty"`
	Drawn  int       `json:"drawn"` // cards the player drew (CU-15)
	// Notes are what else happened, one message each, and EndNotes how the
	// round ended: their cards are values a printer names in its language,
	// JSON has their English.
	Notes      []fault.Message `json:"notes,omitempty"`
	RoundEnded bool            `json:"round_ended"` // CU-21
	EndNotes   []fault.Message `json:"end_notes,omitempty"`
}

// note adds a line to Notes.
func (res *ChucheTurnResult) note(m fault.Message) {
	res.Notes = append(res.Notes, m)
}

// endNote adds a line to EndNotes.
func (res *ChucheTurnResult) endNote(m fault.Message) {
	res.EndNotes = append(res.EndNotes, m)
}

// ChucheMissedLimit is the most captures a ChucheTurnResult lists as missed.
const ChucheMissedLimit = 5

// CheckDealTable is CU-7's deal as far as the table goes: 3 cards face up,
// each of the deck in play, no more copies than it holds (CU-5). The
// prompts ask it as the cards are typed; a round starts with it.
func CheckDealTable(table []variants.ChucheCard, deck variants.ChucheDeck) error {
	if len(table) != 3 {
		return fault.Inputf("the deal puts 3 cards face up on the table, not %d (CU-7)", len(table))
	}
	for _, c := range table {
		if err := chucheInDeck(deck, c); err != nil {
			return err
		}
	}
	return deck.CheckCounts(table)
}

// NewChucheRound starts a round from its deal (CU-6, CU-7): every player
// holds 3 cards, 3 lie face up, the rest is the pile, and the player after
// the dealer in Seats (turn order) plays first.
func NewChucheRound(seats []string, deal ChucheDeal, rules variants.ChucheRules) (*ChucheRound, error) {
	if err := CheckChucheSeats(seats); err != nil {
		return nil, err
	}
	dealer := slices.Index(seats, deal.Dealer)
	if dealer < 0 {
		return nil, chucheNotPlayer(deal.Dealer, seats)
	}
	deck := rules.DeckFor(len(seats))
	if err := CheckDealTable(deal.Table, deck); err != nil {
		return nil, err
	}
	pile := deck.Size() - 3*len(seats) - 3
	if pile < 0 {
		return nil, fault.Inputf("the %s holds %d cards, too few to deal 3 to each of %d players and 3 to the table (CU-7)", deck.Name(), deck.Size(), len(seats)).
			WithHint("house rule composition sets the copies of each value per colour")
	}
	r := &ChucheRound{
		Seats: slices.Clone(seats), Dealer: deal.Dealer, Next: seats[(dealer+1)%len(seats)],
		Pile: pile, Hands: map[string]int{}, Won: map[string][]variants.ChucheCard{},
		Actions: map[string][]ChucheHeld{}, Chuches: map[string]int{},
		ActionsLeft: variants.ChucheActionTotal, Discarded: []variants.ChucheCard{}, deck: deck,
	}
	for _, c := range deal.Table {
		r.Table = append(r.Table, ChucheTableCard{Card: c})
	}
	for _, s := range seats {
		r.Hands[s] = 3
		r.Won[s] = []variants.ChucheCard{}
		r.Actions[s] = []ChucheHeld{}
		r.Chuches[s] = 0
	}
	return r, nil
}

// CheckChucheSeats enforces CU-6: 2..6 players with distinct names.
func CheckChucheSeats(seats []string) error {
	return variants.CheckSeats(variants.GameChuche, seats)
}

// Deck is the deck in play (CU-1, CU-2).
func (r *ChucheRound) Deck() variants.ChucheDeck { return r.deck }

// TableCards lists every face-up card, blocked ones included.
func (r *ChucheRound) TableCards() []variants.ChucheCard {
	cards := make([]variants.ChucheCard, len(r.Table))
	for i, t := range r.Table {
		cards[i] = t.Card
	}
	return cards
}

// BlockedFor lists the table cards others have blocked: player cannot use
// them without a Shield (CU-17).
func (r *ChucheRound) BlockedFor(player string) []variants.ChucheCard {
	var cards []variants.ChucheCard
	for _, t := range r.Table {
		if t.BlockedBy != "" && t.BlockedBy != player {
			cards = append(cards, t.Card)
		}
	}
	return cards
}

// CaptureQuery asks what player could capture with hand at target (solve
// chuche during a game): the table as it lies, with the cards others have
// blocked, and the player's Joker when they hold one unused.
func (r *ChucheRound) CaptureQuery(player string, target int, hand []variants.ChucheCard, rules variants.ChucheRules) CaptureQuery {
	return CaptureQuery{
		Target: target, Hand: hand, Table: r.TableCards(), Blocked: r.BlockedFor(player),
		Joker: r.Unused(player, variants.ActionJoker) > 0, Rules: rules,
	}
}

// Unused is how many unused Chuche cards of kind a player holds, counting
// cards won but not named as possibly that kind when copies are left (CU-4).
func (r *ChucheRound) Unused(player string, a variants.ChucheAction) int {
	n, unknown := 0, 0
	for _, h := range r.Actions[player] {
		switch {
		case h.Used:
		case h.Action == a:
			n++
		case h.Action == 0:
			unknown++
		}
	}
	return n + min(unknown, variants.ChucheActionCopies[a]-r.actionsKnown(a))
}

// NextTarget is the target the next turn must name when it is fixed: 7 once
// the pile is empty (CU-8), 0 while it is the top pile card's to say.
func (r *ChucheRound) NextTarget() int {
	if r.Pile == 0 {
		return 7
	}
	return 0
}

// actionsKnown counts the Chuche cards of kind a known to be won (CU-4).
func (r *ChucheRound) actionsKnown(a variants.ChucheAction) int {
	n := 0
	for _, held := range r.Actions {
		for _, h := range held {
			if h.Action == a {
				n++
			}
		}
	}
	return n
}

func chucheNotPlayer(name string, seats []string) error {
	return fault.Inputf("%q is not a player of this game", name).WithHint("players are %s", strings.Join(seats, ", "))
}

// chucheInDeck rejects a card the deck in play does not hold at all (CU-2, CU-5).
func chucheInDeck(deck variants.ChucheDeck, c variants.ChucheCard) error {
	if deck.Copies(c) > 0 {
		return nil
	}
	if c.Value < 1 || c.Value > 6 || c.Colour > variants.Violet {
		return fault.Inputf("colour %d value %d is not a Chuche card: colours R O Y G B V, values 1..6 (CU-1)", c.Colour, c.Value)
	}
	return fault.Inputf("%s is not a card of the %s; %s is not in play (CU-2, CU-5)", c, deck.Name(), c.Colour).
		WithHint("colours in play follow the player count (CU-2) or house rule colors")
}
