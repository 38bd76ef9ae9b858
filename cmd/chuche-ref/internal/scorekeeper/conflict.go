package scorekeeper

import "github.com/chuche-ref/chuche-ref/store"

// IsConflict reports whether a Record failed because another process wrote
// the game first (store.KindConflict): the caller Refreshes and judges its
// entry again against the game as it now stands.
func IsConflict(err error) bool { return store.KindOf(err) == store.KindConflict }
