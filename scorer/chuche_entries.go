package scorer

import (
	"github.com/chuche-ref/chuche-ref/variants"
)

// Kinds of the Chuche ledger entries (Payload.Kind). A round is played either
// turn by turn — a "deal" (ChucheDeal) then one "turn" (ChucheTurn) per
// turn until the round ends (CU-21) — or entered
// whole as a "round" of won piles, scoring only (CU-25).
const (
	ChucheKindDeal  = "deal"
	ChucheKindTurn  = "turn"
	ChucheKindRound = "round"
)

// ChucheRoundScore is the payload of a "round" entry: a round entered as won
// piles only (CU-25). Players not named won nothing. Cards are JSON text in
// canonical notation; the field names are stored in ledgers and must not
// change.
//
//	{"won":{"Ana":["R5","R3","Y2"],"Ben":["G1"]},"chuche":{"Ana":2}}
type ChucheRoundScore struct {
	// Won holds each player's won pile (CU-10, CU-21).
	Won map[string][]variants.ChucheCard `json:"won"`
	// Chuche holds how many Chuche cards each player won (CU-20, CU-23).
	Chuche map[string]int `json:"chuche,omitempty"`
}

// ChucheRoundEntry is a scoring-only round as the entry seq.
func ChucheRoundEntry(seq int, s ChucheRoundScore) Entry { return Entry{Seq: seq, Payload: s} }
