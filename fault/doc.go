// Package fault is chuche-ref's one error type and its one vocabulary of
// words for people, from the core to the adapters.
//
// Every error a user can act on is a *Error made by one constructor
// family: Inputf (a bad flag, argument, card or value: exit 2), Refusedf
// (the rules do not allow it: exit 1), Ledgerf (the ledger cannot be used:
// exit 3) and Internalf (not foreseen: exit 4), or New with a Kind chosen
// at run time. Its methods add what the constructor does not say:
// WithHint (what would work), Because (the cause, shown after the
// message), AtEntry (the ledger entry it belongs to), Coded (a Code the
// core's callers react to, such as the referee's "not a meld") and Of
// (what about the ledger failed).
//
// Words are catalog keys. A Key is an English printf format the i18n
// catalog holds with its German and Spanish; every constructor, Message
// and printer takes its format as a Key, so the catalog's completeness
// test finds every message by its type — a literal that becomes a Key is
// a message — and never by the name of a function. Arguments stay values
// (cards, numbers, nested Messages and errors) so that each language can
// word them its own way.
//
// Context an error gains on its way up ("Ana's hand: …", "--take: …") is
// words too: Wrapf puts a Message before the error, and a printer words
// both in the table's language. fmt.Errorf's "%w" is for programmers only
// and is never shown to people in any other language than English.
//
// What about the ledger failed is a Store, a typed field of the error
// that the store sets (locked, corrupt, not found, conflict, …): the
// store's callers ask StoreOf instead of reading SQL or codes back. Store
// and Kind are separate on purpose: a missing game is the user's input
// (exit 2), a locked ledger is the ledger's (exit 3), and both are the
// store's to tell.
//
// The command maps kinds to exit codes in one switch. The package does no
// I/O and imports nothing of the project.
package fault
