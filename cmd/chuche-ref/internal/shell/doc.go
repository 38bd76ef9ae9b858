// Package shell gives chuche-ref the habits of a good shell citizen:
// cobra's suggestion for a mistyped command, the version from
// the build info, dynamic completion of games, names, house rules and
// cards, command groups and examples, the CHUCHE_REF_* variables in --help,
// and man pages. Package main only wires it to its command tree.
package shell
