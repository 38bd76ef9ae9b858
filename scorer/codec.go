package scorer

import (
	"encoding/json"
	"errors"
	"sync"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The ledger keeps each payload as JSON; this file is the one place that
// reads and writes it. Cards in a Chinchón entry are text in canonical
// notation, and the notation alone does not say the deck: "5c" is the 5 of
// copas in a Spanish deck and the 5 of clubs in the French one (CN-1). So a
// game's entries are read by its own codec, never by guessing.

// Codec reads the stored payloads of one game.
type Codec struct {
	game string
	// family reads a Chinchón game's cards: a card of the deck's family that
	// this deck does not hold (an 8 in spanish-40, a joker with jokers=0)
	// is read, so that judging the hand can say whose hand holds it.
	family variants.ChinchonDeck
}

// ChinchonCodec reads the entries of a Chinchón game played with deck.
func ChinchonCodec(deck variants.ChinchonDeck) Codec {
	family := variants.ChinchonDeck{Name: variants.Spanish48, Jokers: 2}
	if deck.French() {
		family.Name = variants.French52
	}
	return Codec{game: variants.GameChinchon, family: family}
}

// ChucheCodec reads the entries of a Chuche game.
func ChucheCodec() Codec { return Codec{game: variants.GameChuche} }

// CodecFor is the codec of a game kind; one chuche-ref does not know reads
// no entry (each is "not a … ledger entry").
func CodecFor(game string, deck variants.ChinchonDeck) Codec {
	if game == variants.GameChinchon {
		return ChinchonCodec(deck)
	}
	return Codec{game: game}
}

// Encode is a payload as the ledger keeps it. Every payload is a plain
// struct of strings, numbers and cards; the field names are stored in
// ledgers and must not change.
func Encode(p Payload) (json.RawMessage, error) { return json.Marshal(p) }

// Entry is a stored entry typed: its payload read, or Unread saying why it
// does not read.
func (c Codec) Entry(seq int, kind string, raw json.RawMessage, voids, replaces int) Entry {
	if voids > 0 { // an undo, whatever kind it was stored with
		kind = KindUndo
	}
	p, err := c.Decode(kind, raw)
	if err != nil {
		fe, _ := fault.As(err)
		p = Unread{Stored: kind, Err: fe}
	}
	return Entry{Seq: seq, Payload: p, Voids: voids, Replaces: replaces}
}

// Decode reads a stored payload of the given kind, strictly: a field no
// payload has, or anything after the value, was not written by chuche-ref.
// The error is an input error of Code Unreadable, worded as a replay says
// it; in a ledger it is damage, in a file being imported the user's input.
func (c Codec) Decode(kind string, raw json.RawMessage) (Payload, error) {
	p, cause := c.read(kind, raw, true)
	switch {
	case cause == nil:
		return p, nil
	case cause == errNoKind:
		if c.game == variants.GameChinchon {
			return nil, fault.Inputf("%q is not a chinchón ledger entry", kind).Coded(Unreadable)
		}
		return nil, fault.Inputf("%q is not a chuche ledger entry", kind).Coded(Unreadable)
	}
	if fe, ok := fault.As(cause); ok && fe.Kind == fault.Input { // a card no deck has
		return nil, unreadable(fe)
	}
	if kind == ChinchonKindHand {
		return nil, fault.Inputf("the hand entry cannot be read: %v", cause).Coded(Unreadable)
	}
	return nil, fault.Inputf("the %s entry cannot be read: %v", kind, cause).Coded(Unreadable)
}

// Check reads a stored entry as an import checks each one, voided entries
// and undos included (a replay reads only what is in force): the error
// names the entry, and a payload that is not JSON of its kind says so as
// JSON does. A hand's cards are read by the replay, which names whose hand
// holds a card the game's deck does not.
func (c Codec) Check(seq int, kind string, raw json.RawMessage, voids int) error {
	if voids > 0 {
		kind = KindUndo
	}
	_, cause := c.read(kind, raw, false)
	switch {
	case cause == nil:
		return nil
	case cause == errNoKind:
		return fault.Inputf("%q is not a %s ledger entry", kind, c.game).Coded(Unreadable).AtEntry(seq)
	}
	if fe, ok := fault.As(cause); ok && fe.Kind == fault.Input {
		return unreadable(fe).AtEntry(seq)
	}
	return fault.Inputf("entry %#d (%s) cannot be read: %v", seq, kind, cause).Coded(Unreadable)
}

// errNoKind: the kind is none of the game's (a cause, never shown as it is).
var errNoKind = errors.New("kind")

// read decodes raw by kind; the error is the cause, as JSON or a card
// reports it, or errNoKind. Without cards, a hand is read as text only.
func (c Codec) read(kind string, raw json.RawMessage, cards bool) (Payload, error) {
	switch {
	case kind == KindUndo:
		var u Undo
		return u, strictUnmarshal(raw, &u)
	case kind == KindEnd:
		var e EndEarly
		return e, strictUnmarshal(raw, &e)
	case c.game == variants.GameChinchon && kind == ChinchonKindHand && !cards:
		return nil, strictUnmarshal(raw, &chinchonHandText{})
	case c.game == variants.GameChinchon && kind == ChinchonKindHand:
		return c.chinchonHand(raw)
	case c.game == variants.GameChinchon && kind == ChinchonKindBuyBack:
		var b ChinchonBuyBack
		return b, strictUnmarshal(raw, &b)
	case c.game == variants.GameChuche && kind == ChucheKindDeal:
		var d referee.ChucheDeal
		err := strictUnmarshal(raw, &d)
		return ChucheDeal{d}, err
	case c.game == variants.GameChuche && kind == ChucheKindTurn:
		var t referee.ChucheTurn
		err := strictUnmarshal(raw, &t)
		return ChucheTurn{t}, err
	case c.game == variants.GameChuche && kind == ChucheKindRound:
		var s ChucheRoundScore
		return s, strictUnmarshal(raw, &s)
	}
	return nil, errNoKind
}

// chinchonHandText is ChinchonHand as the ledger holds it, cards as text.
type chinchonHandText struct {
	Cutter   string              `json:"cutter"`
	Chinchon bool                `json:"chinchon,omitempty"`
	Discard  *string             `json:"discard,omitempty"`
	Hands    map[string][]string `json:"hands"`
	Points   map[string]int      `json:"points,omitempty"`
	Claimed  map[string]int      `json:"claimed,omitempty"`
}

// chinchonHand reads a hand's cards by the game's deck family; text that is
// no card of the family is an input error naming it.
func (c Codec) chinchonHand(raw json.RawMessage) (Payload, error) {
	var t chinchonHandText
	if err := strictUnmarshal(raw, &t); err != nil {
		return nil, err
	}
	h := ChinchonHand{Cutter: t.Cutter, Chinchon: t.Chinchon, Points: t.Points, Claimed: t.Claimed}
	if t.Discard != nil {
		card, err := c.card(*t.Discard)
		if err != nil {
			return nil, fault.Wrapf(err, "%s's discard", t.Cutter)
		}
		h.Discard = &card
	}
	if t.Hands != nil {
		h.Hands = make(map[string][]variants.ChinchonCard, len(t.Hands))
	}
	for name, texts := range t.Hands {
		cards := make([]variants.ChinchonCard, len(texts))
		for i, text := range texts {
			card, err := c.card(text)
			if err != nil {
				return nil, fault.Wrapf(err, "%s's hand", name)
			}
			cards[i] = card
		}
		h.Hands[name] = cards
	}
	return h, nil
}

// card reads one card as the ledger writes it: canonical notation, looked
// up in the family's table (a ledger holds thousands), else parsed as any
// notation the family reads, which also words the error.
func (c Codec) card(text string) (variants.ChinchonCard, error) {
	if card, ok := canonicalCards(c.family)[text]; ok {
		return card, nil
	}
	return c.family.ParseCard(text)
}

// canonical holds, per deck family, every card by its canonical text.
var canonical sync.Map // variants.ChinchonDeck -> map[string]variants.ChinchonCard

func canonicalCards(family variants.ChinchonDeck) map[string]variants.ChinchonCard {
	if m, ok := canonical.Load(family); ok {
		return m.(map[string]variants.ChinchonCard)
	}
	m := map[string]variants.ChinchonCard{}
	for _, card := range family.Cards() {
		m[card.String()] = card
	}
	canonical.Store(family, m)
	return m
}
