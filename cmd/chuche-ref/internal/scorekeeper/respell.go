package scorekeeper

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// SeatRename is a seat of a game called otherwise than when it was read:
// its player was renamed (`players rename`) in the meantime. A rename is a
// new label for the same seat, never another player.
type SeatRename struct {
	Seat     int // 0-based, in seat order
	Old, New string
}

// SeatRenames are the seats whose names differ between before and after,
// both in seat order: the same game read twice.
func SeatRenames(before, after []string) []SeatRename {
	var out []SeatRename
	for i := range min(len(before), len(after)) {
		if before[i] != after[i] {
			out = append(out, SeatRename{Seat: i, Old: before[i], New: after[i]})
		}
	}
	return out
}

// Respelling maps each old spelling to the new one: what store.RespellJSON
// and a typed entry's names are respelled with. Swapped names map seat for
// seat, each to the seat's new name.
func Respelling(renames []SeatRename) map[string]string {
	if len(renames) == 0 {
		return nil
	}
	names := make(map[string]string, len(renames))
	for _, r := range renames {
		names[r.Old] = r.New
	}
	return names
}

// Respell is a typed entry with its players' names respelled by names
// (old spelling to new): the entry as typed, naming the same seats as
// they are called now. It goes through the payload's JSON, as the entries
// of a renamed player read from the ledger do.
func (k *ledgerGame[M]) Respell(p scorer.Payload, names map[string]string) (scorer.Payload, error) {
	if len(names) == 0 || p == nil {
		return p, nil
	}
	raw, err := scorer.Encode(p)
	if err != nil {
		return p, fault.Wrapf(err, "encode %s", p.Kind())
	}
	raw, err = store.RespellJSON(raw, names)
	if err != nil {
		return p, fault.Wrapf(err, "respell %s", p.Kind())
	}
	return k.book.codec().Decode(p.Kind(), raw)
}
