package i18n

// Big ledgers: the progress line of import, export and backup
// (cmd/chuche-ref/internal/progress) and the summed-up import report
// (cmd/chuche-ref/internal/export). German says Partie for a game and
// eingelesen for imported, as the import report does.
var _ = Add(
	P("checking %d of %d games (%d%%)",
		Forms{Arg: 2, One: "checking %d of %d game (%d%%)", Other: "checking %d of %d games (%d%%)"},
		Forms{Arg: 2, One: "prüfe %d von %d Partie (%d%%)", Other: "prüfe %d von %d Partien (%d%%)"},
		Forms{Arg: 2, One: "comprobando %d de %d partida (%d%%)", Other: "comprobando %d de %d partidas (%d%%)"}),
	P("importing %d of %d games (%d%%)",
		Forms{Arg: 2, One: "importing %d of %d game (%d%%)", Other: "importing %d of %d games (%d%%)"},
		Forms{Arg: 2, One: "lese %d von %d Partie ein (%d%%)", Other: "lese %d von %d Partien ein (%d%%)"},
		Forms{Arg: 2, One: "importando %d de %d partida (%d%%)", Other: "importando %d de %d partidas (%d%%)"}),
	P("exporting %d of %d games (%d%%)",
		Forms{Arg: 2, One: "exporting %d of %d game (%d%%)", Other: "exporting %d of %d games (%d%%)"},
		Forms{Arg: 2, One: "exportiere %d von %d Partie (%d%%)", Other: "exportiere %d von %d Partien (%d%%)"},
		Forms{Arg: 2, One: "exportando %d de %d partida (%d%%)", Other: "exportando %d de %d partidas (%d%%)"}),
	T("backing up: %.1f of %.1f MB (%d%%)",
		"sichere: %.1f von %.1f MB (%d%%)",
		"copia de seguridad: %.1f de %.1f MB (%d%%)"),

	// An import of more than 20 games: the first 20, then this.
	P("  … and %d more games; %d imported, %d skipped\n",
		Forms{Arg: 1, One: "  … and %d more game; %d imported, %d skipped\n", Other: "  … and %d more games; %d imported, %d skipped\n"},
		Forms{Arg: 1, One: "  … und %d weitere Partie; %d eingelesen, %d übersprungen\n", Other: "  … und %d weitere Partien; %d eingelesen, %d übersprungen\n"},
		Forms{Arg: 1, One: "  … y %d partida más; %d importadas, %d omitidas\n", Other: "  … y %d partidas más; %d importadas, %d omitidas\n"}),

	// The import report's plural forms, byte for byte as msgs_view.go (the
	// export area) has them, so that English keeps "1 entry" on this branch.
	P("%d entries",
		Forms{Arg: 1, One: "%d entry", Other: "%d entries"},
		Forms{Arg: 1, One: "%d Eintrag", Other: "%d Einträge"},
		Forms{Arg: 1, One: "%d entrada", Other: "%d entradas"}),
	P(", which has %d more entries since",
		Forms{Arg: 1, One: ", which has %d more entry since", Other: ", which has %d more entries since"},
		Forms{Arg: 1, One: ", die seitdem %d weiteren Eintrag hat", Other: ", die seitdem %d weitere Einträge hat"},
		Forms{Arg: 1, One: ", que desde entonces tiene %d entrada más", Other: ", que desde entonces tiene %d entradas más"}),
	P("Imported %d games from %s into %s%s.\n",
		Forms{Arg: 1, One: "Imported %d game from %s into %s%s.\n", Other: "Imported %d games from %s into %s%s.\n"},
		Forms{Arg: 1, One: "%d Partie aus %s in %s eingelesen%s.\n", Other: "%d Partien aus %s in %s eingelesen%s.\n"},
		Forms{Arg: 1, One: "Importada %d partida de %s en %s%s.\n", Other: "Importadas %d partidas de %s en %s%s.\n"}),
)
