package scorer

import "github.com/chuche-ref/chuche-ref/variants"

// Kinds of the Chinchón ledger entries (Payload.Kind).
const (
	ChinchonKindHand    = "hand"
	ChinchonKindBuyBack = "buyback"
)

// ChinchonHand is the payload of a "hand" entry: one Chinchón hand (round),
// as entered at the table. In the ledger cards are JSON text in canonical
// notation ("5o", "Kd", "JK"), read by the game's deck (ChinchonCodec); the
// field names are stored in ledgers and must not change.
//
//	{"cutter":"Ana","discard":"8c",
//	 "hands":{"Ana":["1o","2o","3o","5c","5e","5b","4c"],"Ben":[...]},
//	 "points":{"Cleo":23},"claimed":{"Ben":14}}
type ChinchonHand struct {
	// Cutter is who cut, or declared chinchón (CN-7, CN-11).
	Cutter string `json:"cutter"`
	// Chinchon is set when the cutter declared a chinchón (CN-11).
	Chinchon bool `json:"chinchon,omitempty"`
	// Discard is the cutter's eighth card, when it was entered.
	Discard *variants.ChinchonCard `json:"discard,omitempty"`
	// Hands holds the 7 cards of each player entered by cards; the
	// cutter's laid-down 7 are required.
	Hands map[string][]variants.ChinchonCard `json:"hands"`
	// Points holds non-cutters entered by points only: taken as entered and
	// flagged as unchecked.
	Points map[string]int `json:"points,omitempty"`
	// Claimed is what a player said their leftover was, kept to show the
	// difference from what the referee computed (CN-9).
	Claimed map[string]int `json:"claimed,omitempty"`
}

// ChinchonBuyBack is the payload of a "buyback" entry: an eliminated player
// rejoins (CN-13).
//
//	{"player":"Ben"}
type ChinchonBuyBack struct {
	Player string `json:"player"`
}

// ChinchonHandEntry is a hand as the entry seq, for tests and tools.
func ChinchonHandEntry(seq int, h ChinchonHand) Entry { return Entry{Seq: seq, Payload: h} }

// ChinchonBuyBackEntry is a buy-back as the entry seq.
func ChinchonBuyBackEntry(seq int, player string) Entry {
	return Entry{Seq: seq, Payload: ChinchonBuyBack{Player: player}}
}
