package i18n

// Words every area uses.
var _ = Add(
	T("and", "und", "y"),
)

// Words of the fault package itself.
var _ = Add(
	T("entry %d: %s", "Eintrag %d: %s", "entrada %d: %s"),
	T("unknown language %q", "unbekannte Sprache %q", "idioma desconocido %q"),
	T("use one of: en, de, es", "möglich sind: en, de, es", "usa uno de: en, de, es"),
)

// Context an error gains on its way up (fault.Wrapf).
var _ = Add(
	T("%s's won cards", "gewonnene Karten von %s", "cartas ganadas de %s"),
	T("bad time %q in ledger", "ungültige Zeit %q im Spielbuch", "hora no válida %q en la libreta"),
	T("embedded page %s", "eingebettete Seite %s", "página incrustada %s"),
	T("encode %s", "%s kodieren", "codificar %s"),
	T("encode json", "JSON kodieren", "codificar JSON"),
	T("encode rules", "Regeln kodieren", "codificar las reglas"),
	T("entry %d", "Eintrag %d", "entrada %d"),
	T("game #%d %q cannot be replayed", "Spiel #%d %q lässt sich nicht nachspielen", "la partida #%d %q no se puede volver a jugar"),
	T("game %d (id %d, %q)", "Spiel %d (Nummer %d, %q)", "partida %d (id %d, %q)"),
	T("game %d", "Spiel %d", "partida %d"),
	T("man pages", "Manpages", "páginas de manual"),
	T("qr code of the address", "QR-Code der Adresse", "código QR de la dirección"),
	T("schema step %d", "Schemaschritt %d", "paso %d del esquema"),
	T("standings of game %d", "Stand von Spiel %d", "clasificación de la partida %d"),
	T("write json", "JSON schreiben", "escribir JSON"),
	T("write the address", "die Adresse schreiben", "escribir la dirección"),
	T("serve", "serve", "serve"), // the command's name
)
