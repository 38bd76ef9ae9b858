// Package fault is chuche-ref's one error type, from the core to the
// adapters: every error a user can act on is a *Error with a Kind (input,
// refused, ledger, internal, interrupted) and a Message in the catalog's
// terms — its English printf format is the key the translations are found
// by, its arguments stay values (cards, numbers, nested messages) so that
// each language can word them its own way. The command maps kinds to exit
// codes in one switch. It does no I/O and imports nothing of the project.
package fault
