package fault

import "fmt"

// Store is what about the ledger failed, told by the store on its errors
// so that its callers can react (retry after a conflict, say that no game
// has that name) without knowing SQL. It is 0 on every error the store
// did not make.
type Store uint8

const (
	NotLedger   Store = iota + 1 // the file is not a ledger
	NewerLedger                  // written by a newer schema than this build knows
	Corrupt                      // damaged or truncated
	Locked                       // another session held the lock past the busy timeout
	IO                           // read-only, disk full, permission
	Conflict                     // another session appended first
	NotFound                     // no such game or player
	Exists                       // a duplicate game name, a backup target that is there
	Invalid                      // a request the ledger refuses, such as voiding a voided entry
	// Unreachable is a ledger's server that does not answer (down,
	// restarting, the network dropped, no connection free): unlike IO it
	// may work again by itself, so a reader such as serve can say "try
	// again later" instead of "this failed".
	Unreachable
)

var storeNames = [...]string{
	NotLedger:   "not a ledger",
	NewerLedger: "newer ledger",
	Corrupt:     "corrupt",
	Locked:      "locked",
	IO:          "i/o",
	Conflict:    "conflict",
	NotFound:    "not found",
	Exists:      "exists",
	Invalid:     "invalid",
	Unreachable: "unreachable",
}

func (s Store) String() string {
	if int(s) < len(storeNames) && storeNames[s] != "" {
		return storeNames[s]
	}
	return fmt.Sprintf("Store(%d)", int(s))
}

// Kind is the exit-code kind the store's errors of s have: a missing game,
// a name taken or a request the ledger refuses is the user's input;
// everything else is a ledger that cannot be used.
func (s Store) Kind() Kind {
	switch s {
	case NotFound, Exists, Invalid:
		return Input
	}
	return Ledger
}

// Of says what about the ledger failed and returns e.
func (e *Error) Of(s Store) *Error {
	e.Store = s
	return e
}

// StoreOf is what about the ledger failed, from the first *Error in err's
// chain that the store made; 0 when none did.
func StoreOf(err error) Store {
	for err != nil {
		if fe, ok := err.(*Error); ok && fe.Store != 0 {
			return fe.Store
		}
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			err = u.Unwrap()
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				if s := StoreOf(e); s != 0 {
					return s
				}
			}
			return 0
		default:
			return 0
		}
	}
	return 0
}

// IsStore reports whether err is the store's failure s.
func IsStore(err error, s Store) bool { return err != nil && StoreOf(err) == s }
