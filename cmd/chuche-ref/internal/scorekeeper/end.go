package scorekeeper

import (
	"context"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// End closes the game early, without a winner: an entry
// of its own, so undo re-opens the game where it was. A game that is over
// already is refused in its own game's words.
func (k *Game) End(ctx context.Context) (store.Entry, State, error) {
	s, err := k.State()
	if err != nil {
		return store.Entry{}, s, err
	}
	if k.info.Kind == variants.GameChuche {
		err = scorer.CheckChucheEnd(s.Chuche)
	} else {
		err = scorer.CheckChinchonEnd(s.Chinchon, k.chinchon)
	}
	if err != nil {
		return store.Entry{}, s, err
	}
	e, next, _, err := k.Record(ctx, store.Append{Kind: scorer.KindEnd, Payload: scorer.EndPayload()})
	return e, next, err
}
