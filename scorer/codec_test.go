package scorer

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Every payload read from the ledger is written back byte for byte as it
// was stored: old ledgers open, and exports stay identical.
func TestCodec_StoredPayloadsRoundTrip(t *testing.T) {
	cn := ChinchonCodec(variants.DefaultChinchonRules().DeckInPlay())
	cu := ChucheCodec()
	for _, tc := range []struct {
		codec Codec
		kind  string
		raw   string
	}{
		{cn, ChinchonKindHand, `{"cutter":"Ana","chinchon":true,"discard":"8c","hands":{"Ana":["1o","2o","3o","4o","5o","6o","7o"],"Ben":["JK","1c","2c","3c","5e","6e","7e"]},"points":{"Cleo":12},"claimed":{"Ben":0}}`},
		{cn, ChinchonKindHand, `{"cutter":"Ana","hands":{"Ana":["1o","2o","3o","5c","5e","5b","4c"]}}`},
		{cn, ChinchonKindBuyBack, `{"player":"Ben"}`},
		{cn, KindEnd, `{}`},
		{cn, KindUndo, `{"kind":"hand","seq":3}`},
		{cu, ChucheKindDeal, `{"dealer":"Ben","table":["R5","Y1","B4"]}`},
		{cu, ChucheKindTurn, `{"player":"Ana","target":8,"play":"R3","take":["Y1","B4"],"won":"steal"}`},
		{cu, ChucheKindTurn, `{"player":"Ben","target":7,"play":"G6","discard":true,"blockades":[{"player":"Cleo","card":"Y2"}]}`},
		{cu, ChucheKindRound, `{"won":{"Ana":["R5","R3","Y2"],"Ben":["G1"]},"chuche":{"Ana":2}}`},
		{cu, KindEnd, `{}`},
	} {
		p, err := tc.codec.Decode(tc.kind, json.RawMessage(tc.raw))
		if err != nil {
			t.Fatalf("%s %s: %v", tc.kind, tc.raw, err)
		}
		if p.Kind() != tc.kind {
			t.Errorf("%s read as a %s (%T)", tc.raw, p.Kind(), p)
		}
		back, err := Encode(p)
		if err != nil || string(back) != tc.raw {
			t.Errorf("%s payload\n got %s (%v)\nwant %s", tc.kind, back, err, tc.raw)
		}
	}
}

// A payload chuche-ref never writes is unreadable, in both games: a field
// no payload has, a value after the payload, a kind of the other game.
func TestCodec_RefusesWhatChucheRefNeverWrites(t *testing.T) {
	cn := ChinchonCodec(variants.DefaultChinchonRules().DeckInPlay())
	for _, tc := range []struct {
		codec      Codec
		kind, raw  string
		wantReplay string
		wantImport string
	}{
		{cn, ChinchonKindBuyBack, `{"player":"Ben","why":1}`, "the buyback entry cannot be read", `entry 4 (buyback) cannot be read: json: unknown field "why"`},
		{cn, ChinchonKindHand, `{"cutter":"Ana","padding":1}`, "the hand entry cannot be read", `entry 4 (hand) cannot be read: json: unknown field "padding"`},
		{cn, KindEnd, `{} {}`, "the end entry cannot be read", "entry 4 (end) cannot be read"},
		{cn, ChucheKindTurn, `{}`, `"turn" is not a chinchón ledger entry`, `entry 4: "turn" is not a chinchon ledger entry`},
		{ChucheCodec(), ChinchonKindHand, `{}`, `"hand" is not a chuche ledger entry`, `entry 4: "hand" is not a chuche ledger entry`},
	} {
		_, err := tc.codec.Decode(tc.kind, json.RawMessage(tc.raw))
		if fe, ok := fault.As(err); !ok || fe.Code != Unreadable || !strings.Contains(err.Error(), tc.wantReplay) {
			t.Errorf("Decode %s %s: %v; want %q, unreadable", tc.kind, tc.raw, err, tc.wantReplay)
		}
		err = tc.codec.Check(4, tc.kind, json.RawMessage(tc.raw), 0)
		if fe, ok := fault.As(err); !ok || fe.Code != Unreadable || !strings.Contains(err.Error(), tc.wantImport) {
			t.Errorf("Check %s %s: %v; want %q, unreadable", tc.kind, tc.raw, err, tc.wantImport)
		}
	}
	// An entry that does not read stands as Unread: its error comes when a
	// replay reaches it.
	e := cn.Entry(2, ChinchonKindHand, json.RawMessage(`{"cutter":"Ana","hands":{"Ana":["5z"]}}`), 0, 0)
	if u, ok := e.Payload.(Unread); !ok || u.Kind() != ChinchonKindHand || !strings.Contains(u.Err.Error(), "5z") {
		t.Errorf("entry with a card no deck has: %+v", e.Payload)
	}
	// An undo is read as one whatever kind it was stored with.
	if u, ok := cn.Entry(3, "hand", json.RawMessage(`{"kind":"hand","seq":2}`), 2, 0).Payload.(Undo); !ok || u.Seq != 2 {
		t.Errorf("undo stored as a hand: %+v", u)
	}
}
