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
	P("… and %d more games; %d imported, %d skipped",
		Forms{Arg: 1, One: "… and %d more game; %d imported, %d skipped", Other: "… and %d more games; %d imported, %d skipped"},
		Forms{Arg: 1, One: "… und %d weitere Partie; %d eingelesen, %d übersprungen", Other: "… und %d weitere Partien; %d eingelesen, %d übersprungen"},
		Forms{Arg: 1, One: "… y %d partida más; %d importadas, %d omitidas", Other: "… y %d partidas más; %d importadas, %d omitidas"}),
)
