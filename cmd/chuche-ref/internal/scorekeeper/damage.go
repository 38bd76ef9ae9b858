package scorekeeper

import "github.com/chuche-ref/chuche-ref/store"

// Damage is the ledger error of an entry of this game that no longer reads
// (store.KindCorrupt), or nil. A listing shows every entry as stored,
// damaged ones too, and still ends as that error (exit 3).
func (k *Game) Damage(written error) error {
	if written != nil {
		return written
	}
	if _, err := k.State(); store.KindOf(err) == store.KindCorrupt {
		return err
	}
	return nil
}
