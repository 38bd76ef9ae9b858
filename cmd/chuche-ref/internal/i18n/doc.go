// Package i18n is the table's language: English, German or Spanish. Every
// human word chuche-ref prints goes through a Printer, which finds the
// words in a catalog by their English printf format (gettext's way, so the
// code reads as English and a missing translation falls back to it) and
// formats them with golang.org/x/text/message: CLDR plural rules, the
// language's number grouping, and explicit argument indexes where a
// language puts the words in another order.
//
// Why x/text and not go-i18n: x/text is already a dependency (NFC names),
// the catalog is Go values registered at init (no files to ship or parse),
// and its printf verbs are the ones the code and the core's error messages
// already use, so a message's key is its English text.
//
// A process speaks one language: on its first message it gathers that
// language's words (a map by key), and prints a translation without plural
// forms as x/text prints a format; only the language's plural forms are
// compiled into an x/text catalog, when the first of them is printed. The
// tests compile every language whole and hold each message's printing
// against x/text's (words_test.go).
//
// The catalog is written once:
//   - A key is a fault.Key, the type of every printer's and fault
//     constructor's format, so the tests find each message the code writes
//     by its type (source_test.go). It holds words only: indentation and
//     line ends are written around it (Printer.Line, Printer.Item).
//   - Each package's words are in msgs_<package>.go (msgs_common.go for
//     words several packages say, msgs_pages.go for serve's web pages).
//   - A command's help lives in msgs_help.go, by the command's path; the
//     command tree takes its Short and Long from there (HelpOf).
//   - A message about a count has CLDR plural forms: P for the printers'
//     own, Counted for the core's (fault.Plural, which words English
//     itself).
//   - The core hands over one fault.Message per event, which Said words
//     here and JSON writes in English.
//
// The catalog's completeness is a test: every key the code uses has a
// German and a Spanish translation with the same placeholders
// (catalog_test.go), and the rules of vocabulary_test.go keep the code on
// that one way of writing words.
//
// JSON, exit codes and the card notation read as input are the same in
// every language; canonical cards stay canonical in tables, and cards in
// sentences are named the language's way ("5 de oros", "Rot 5").
package i18n
