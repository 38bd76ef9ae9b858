package scorer

import (
	"encoding/json"
	"fmt"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Cards in a Chinchón ledger entry are text in canonical notation, and the
// notation alone does not say the deck: "5c" is the 5 of copas in a
// Spanish deck and the 5 of clubs in the French one (CN-1). So an entry is
// decoded by the game's own deck, never by guessing.

// chinchonHandText is ChinchonHand as the ledger holds it, cards as text.
type chinchonHandText struct {
	Cutter   string              `json:"cutter"`
	Chinchon bool                `json:"chinchon,omitempty"`
	Discard  *string             `json:"discard,omitempty"`
	Hands    map[string][]string `json:"hands"`
	Points   map[string]int      `json:"points,omitempty"`
	Claimed  map[string]int      `json:"claimed,omitempty"`
}

// DecodeChinchonHand reads the payload of a "hand" entry of a game played
// with deck. A card of the deck's family that this deck does not hold (an
// 8 in spanish-40, a joker with jokers=0) is decoded, so that judging the
// hand can say whose hand holds it; text that is no card of the family is
// an input error naming it.
func DecodeChinchonHand(payload json.RawMessage, deck variants.ChinchonDeck) (ChinchonHand, error) {
	var t chinchonHandText
	if err := strictUnmarshal(payload, &t); err != nil {
		return ChinchonHand{}, variants.Inputf("the hand entry cannot be read: %v", err)
	}
	family := variants.ChinchonDeck{Name: variants.Spanish48, Jokers: 2}
	if deck.French() {
		family.Name = variants.French52
	}
	h := ChinchonHand{Cutter: t.Cutter, Chinchon: t.Chinchon, Points: t.Points, Claimed: t.Claimed}
	if t.Discard != nil {
		c, err := family.ParseCard(*t.Discard)
		if err != nil {
			return ChinchonHand{}, fmt.Errorf("%s's discard: %w", t.Cutter, err)
		}
		h.Discard = &c
	}
	if t.Hands != nil {
		h.Hands = make(map[string][]variants.ChinchonCard, len(t.Hands))
	}
	for name, texts := range t.Hands {
		cards := make([]variants.ChinchonCard, len(texts))
		for i, text := range texts {
			c, err := family.ParseCard(text)
			if err != nil {
				return ChinchonHand{}, fmt.Errorf("%s's hand: %w", name, err)
			}
			cards[i] = c
		}
		h.Hands[name] = cards
	}
	return h, nil
}
