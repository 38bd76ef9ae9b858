package i18n

// The words of package progress.
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
)
