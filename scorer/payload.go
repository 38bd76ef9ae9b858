package scorer

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
)

// A ledger entry is typed from the moment it is read: the scorer judges a
// Payload — a Chinchón hand or buy-back, a Chuche deal, turn or round of
// won piles, an early end, an undo — never JSON. JSON is only how the
// ledger keeps a payload (codec.go), read once where an entry leaves the
// store and written once where one goes in.

// Payload is what one ledger entry says happened at the table. Kind is the
// entry's kind as the ledger stores it ("hand", "turn", …); a game's
// payloads are the types of this package that have one.
type Payload interface {
	Kind() string
}

// Kinds of the entries both games write.
const (
	KindEnd  = "end"  // EndEarly: the game ended early, without a winner
	KindUndo = "undo" // Undo: an earlier entry taken out
)

// Kind is the ledger kind of a Chinchón hand.
func (ChinchonHand) Kind() string { return ChinchonKindHand }

// Kind is the ledger kind of a Chinchón buy-back.
func (ChinchonBuyBack) Kind() string { return ChinchonKindBuyBack }

// Kind is the ledger kind of an early end.
func (EndEarly) Kind() string { return KindEnd }

// Kind is the ledger kind of a round of won piles.
func (ChucheRoundScore) Kind() string { return ChucheKindRound }

// ChucheDeal is the payload of a "deal" entry: the referee's deal (CU-6,
// CU-7), as the ledger keeps it.
//
//	{"dealer":"Ben","table":["R5","Y1","B4"]}
type ChucheDeal struct{ referee.ChucheDeal }

// Kind is the ledger kind of a deal.
func (ChucheDeal) Kind() string { return ChucheKindDeal }

// ChucheTurn is the payload of a "turn" entry: the referee's turn
// (CU-9…CU-19), as the ledger keeps it.
type ChucheTurn struct{ referee.ChucheTurn }

// Kind is the ledger kind of a turn.
func (ChucheTurn) Kind() string { return ChucheKindTurn }

// Undo is the payload of an undo: the entry it takes out, by kind and seq.
// The entry's Voids says the same; the payload keeps it readable alone.
//
//	{"kind":"hand","seq":3}
type Undo struct {
	Voided string `json:"kind"`
	Seq    int    `json:"seq"`
}

// Kind is the ledger kind of an undo.
func (Undo) Kind() string { return KindUndo }

// Unread stands for an entry whose stored payload could not be read (a
// hand-edited or damaged ledger, an import file chuche-ref did not write):
// judging it is its reading error, so a replay fails where it reaches the
// entry, as with any entry that does not stand, and a voided one never
// matters.
type Unread struct {
	Stored string       // the kind the ledger holds
	Err    *fault.Error // why it does not read (Code Unreadable)
}

// Kind is the kind the ledger holds for the entry.
func (u Unread) Kind() string { return u.Stored }

// Entry is one ledger entry seen without its game: its place in the
// ledger and what it says, typed.
//
// An undo is an entry with Voids set: it takes the voided entry out (and is
// itself never in force as a round). An amendment is an entry with Replaces
// set: its payload stands in for the replaced entry, at that entry's place.
type Entry struct {
	Seq      int     // position in the game's ledger, increasing
	Payload  Payload // what the entry says
	Voids    int     // seq of the entry this undo voids; 0 if not an undo
	Replaces int     // seq of the entry this amends; 0 if not an amendment

	// AmendedBy is set by Effective only: the seq of the amendment whose
	// payload the entry now carries (0 when it is the original).
	AmendedBy int
}

// Kind is the kind of the entry's payload; "" for none.
func (e Entry) Kind() string {
	if e.Payload == nil {
		return ""
	}
	return e.Payload.Kind()
}
