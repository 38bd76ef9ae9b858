package scorer

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Every payload a game writes is one of the types below, marshalled as
// they are; so a payload with a field none of them has was not written by
// chuche-ref, and is refused rather than carried along (an import
// file padded with unknown fields must not be stored).

// strictUnmarshal is json.Unmarshal that refuses unknown fields and
// anything after the value.
func strictUnmarshal(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fault.Internalf("more than one JSON value") // a cause, worded inside "cannot be read"
	}
	return nil
}

// undoPayload is what an undo records: the entry it voids.
type undoPayload struct {
	Kind string `json:"kind"`
	Seq  int    `json:"seq"`
}

// CheckPayload reads an entry's payload by its game and kind, voided or
// not — replays read only the entries in force, so an import checks every
// one with this. It says nothing of whether the entry stands.
func CheckPayload(game string, e Entry) error {
	var v any
	switch {
	case e.Voids > 0:
		v = &undoPayload{}
	case e.Kind == KindEnd:
		v = &EndEarly{}
	case game == variants.GameChinchon && e.Kind == ChinchonKindHand:
		v = &chinchonHandText{}
	case game == variants.GameChinchon && e.Kind == ChinchonKindBuyBack:
		v = &ChinchonBuyBack{}
	case game == variants.GameChuche && e.Kind == ChucheKindDeal:
		v = &referee.ChucheDeal{}
	case game == variants.GameChuche && e.Kind == ChucheKindTurn:
		v = &referee.ChucheTurn{}
	case game == variants.GameChuche && e.Kind == ChucheKindRound:
		v = &ChucheRoundScore{}
	default:
		return variants.Inputf("%q is not a %s ledger entry", e.Kind, game).Coded(Unreadable).AtEntry(e.Seq)
	}
	if err := strictUnmarshal(e.Payload, v); err != nil {
		if fe, ok := fault.As(err); ok && fe.Kind == fault.Input {
			return unreadable(fe).AtEntry(e.Seq)
		}
		return variants.Inputf("entry %#d (%s) cannot be read: %v", e.Seq, e.Kind, err).Coded(Unreadable)
	}
	return nil
}
