package i18n

// The words the adapters printed in English until the leftover pass: the
// version line, config's sources, check ledger's count of problems, a
// config file's preset, and what else running every command in German and
// Spanish turned up.
var _ = Add(
	T("%s %s, ledger schema %#d", "%s %s, Schema des Spielbuchs %#d", "%s %s, esquema de la libreta %#d"),
	// config's FROM column: the layer a setting came from.
	T("default", "Standard", "predeterminado"),
	T("file", "Datei", "archivo"),
	T("env", "Umgebung", "entorno"),
	T("flag", "Option", "opción"),
	// A preset of the config file: "from FILE".
	T("from %s", "aus %s", "de %s"),
	Counted("%d problems", Forms{Arg: 1, One: "%d Problem", Other: "%d Probleme"}, Forms{Arg: 1, One: "%d problema", Other: "%d problemas"}),
	// variants' DEFAULT of the Chinchón rule jokers (the other defaults are
	// values as typed).
	T("0 (2 for french-52)", "0 (2 bei french-52)", "0 (2 con french-52)"),
)
