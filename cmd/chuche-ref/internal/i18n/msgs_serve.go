package i18n

// The live scoreboard (chuche-ref serve): its pages, their error pages and
// the lines serve writes to stderr. The pages' script looks its words up
// by these keys (serve/pages.go sends them as a dictionary).
var _ = Add(
	// The pages' fixed words.
	T("chuche-ref — the games", "chuche-ref — die Spiele", "chuche-ref — las partidas"),
	T("The games", "Die Spiele", "Las partidas"),
	T("connecting…", "verbinde…", "conectando…"),
	T("The scoreboard needs JavaScript to show the games.", "Die Anzeigetafel braucht JavaScript, um die Spiele zu zeigen.", "El marcador necesita JavaScript para mostrar las partidas."),
	T("The scoreboard needs JavaScript to show the standings.", "Die Anzeigetafel braucht JavaScript, um den Spielstand zu zeigen.", "El marcador necesita JavaScript para mostrar la clasificación."),
	T("Playing now", "Laufende Spiele", "En juego"),
	T("No game in progress.", "Gerade läuft kein Spiel.", "No hay ninguna partida en curso."),
	T("Finished recently", "Zuletzt beendet", "Terminadas hace poco"),
	T("No finished game yet.", "Noch kein Spiel beendet.", "Todavía no ha terminado ninguna partida."),
	T("chuche-ref — standings", "chuche-ref — Spielstand", "chuche-ref — clasificación"),
	T("Standings", "Spielstand", "Clasificación"),
	T("‹ all games", "‹ alle Spiele", "‹ todas las partidas"),
	T("Totals, hand by hand", "Gesamtpunkte, Hand für Hand", "Puntos acumulados, mano por mano"),
	T("Totals, round by round", "Gesamtpunkte, Runde für Runde", "Puntos acumulados, ronda por ronda"),
	T("Last hands", "Letzte Hände", "Últimas manos"),
	T("Last rounds", "Letzte Runden", "Últimas rondas"),
	T("Nothing played yet.", "Noch nichts gespielt.", "Todavía no se ha jugado nada."),

	// Words the pages' script puts together.
	T("live", "live", "en directo"),
	T("reconnecting…", "verbinde neu…", "reconectando…"),
	T("no valid access key: open the address chuche-ref serve printed again",
		"kein gültiger Zugangsschlüssel: öffne noch einmal die Adresse, die chuche-ref serve ausgegeben hat",
		"no hay una clave de acceso válida: abre otra vez la dirección que mostró chuche-ref serve"),
	T("this game is not in the ledger", "dieses Spiel steht nicht im Spielbuch", "esta partida no está en la libreta"),
	T("could not load the scoreboard: %s", "die Anzeigetafel konnte nicht geladen werden: %s", "no se pudo cargar el marcador: %s"),
	T("plays to %d", "gespielt wird bis %d", "se juega a %d"),
	T("finished", "beendet", "terminada"),
	T("Finished", "Beendet", "Terminada"),
	T("Winner: %s", "Gewinner: %s", "Ganador: %s"),
	T("Winners: %s", "Gewinner: %s", "Ganadores: %s"),
	T("won by %s", "gewonnen von %s", "ganada por %s"),
	T("Deals next: %s", "Als Nächstes gibt: %s", "Reparte ahora: %s"),
	T("winner", "Gewinner", "ganador"),
	T("deals", "gibt", "reparte"),
	P("bought back ×%d",
		Forms{Arg: 1, One: "bought back once", Other: "bought back ×%d"},
		Forms{Arg: 1, One: "einmal zurückgekauft", Other: "×%d zurückgekauft"},
		Forms{Arg: 1, One: "reenganchado una vez", Other: "reenganchado ×%d"}),
	T("Hand %d", "Hand %d", "Mano %d"),
	T("Round %d", "Runde %d", "Ronda %d"),
	T("%s: chinchón!", "%s: Chinchón!", "%s: ¡chinchón!"),
	T("%s cut clean", "%s schneidet mit minus zehn", "%s corta con menos diez"),
	T("%s cut", "%s schneidet", "%s corta"),
	T("(out)", "(ausgeschieden)", "(eliminado)"),
	T("%s bought back at %d", "%s hat sich bei %d zurückgekauft", "%s se reenganchó con %d"),
	T("%s out after hand %d", "%s nach Hand %d ausgeschieden", "%s eliminado tras la mano %d"),

	// Error pages: their headings, then the messages (the API sends the
	// same messages in English).
	T("Not a scoreboard address", "Keine Adresse der Anzeigetafel", "No es una dirección del marcador"),
	T("No access", "Kein Zugang", "Sin acceso"),
	T("Not found", "Nicht gefunden", "No encontrado"),
	T("Not served here", "Hier nicht angeboten", "Aquí no se sirve"),
	T("The ledger could not be read", "Das Spielbuch konnte nicht gelesen werden", "No se pudo leer la libreta"),
	T("Something went wrong", "Etwas ist schiefgegangen", "Algo salió mal"),
	T("nothing at %s: the scoreboard serves /, /games/ID and /api/…",
		"unter %s gibt es nichts: die Anzeigetafel bietet /, /games/ID und /api/…",
		"no hay nada en %s: el marcador sirve /, /games/ID y /api/…"),
	T("no game %q in the ledger: a game is named by its id, a number",
		"kein Spiel %q im Spielbuch: ein Spiel wird mit seiner Nummer (id) angegeben",
		"no hay ninguna partida %q en la libreta: una partida se indica por su id, un número"),
	T("no game %#d in the ledger", "kein Spiel %#d im Spielbuch", "no hay ninguna partida %#d en la libreta"),
	T("could not read the ledger: %v", "das Spielbuch konnte nicht gelesen werden: %v", "no se pudo leer la libreta: %v"),
	T("?game=%s: give a game's id, a number", "?game=%s: gib die Nummer (id) eines Spiels an", "?game=%s: indica el id de una partida, un número"),
	T("%s is not served here: the scoreboard only reads (GET, HEAD)",
		"%s wird hier nicht angeboten: die Anzeigetafel liest nur (GET, HEAD)",
		"%s no se sirve aquí: el marcador solo lee (GET, HEAD)"),
	T("no valid access key: open the address chuche-ref serve printed (with ?key=), or send Authorization: Bearer KEY",
		"kein gültiger Zugangsschlüssel: öffne die Adresse, die chuche-ref serve ausgegeben hat (mit ?key=), oder sende Authorization: Bearer KEY",
		"no hay una clave de acceso válida: abre la dirección que mostró chuche-ref serve (con ?key=) o envía Authorization: Bearer KEY"),
	T("unknown game", "unbekanntes Spiel", "partida desconocida"),

	// The access key (--key, serve.key).
	T("8 to 128 letters, digits, or - . _ ~", "8 bis 128 Buchstaben, Ziffern oder - . _ ~", "de 8 a 128 letras, cifras o - . _ ~"),
	T("access key of %d characters: give %s", "Zugangsschlüssel mit %d Zeichen: gib %s an", "clave de acceso de %d caracteres: indica %s"),
	T("access key: %q is not accepted; give %s", "Zugangsschlüssel: %q ist nicht erlaubt; gib %s an", "clave de acceso: %q no se acepta; indica %s"),

	// Faults of the binary itself (an embedded page out of shape).
	T("embedded page %s: no %s marker", "eingebettete Seite %s: keine Marke %s", "página incrustada %s: falta la marca %s"),
	T("the script's word %q is not in the catalog", "das Wort %q des Skripts fehlt im Katalog", "la palabra %q del script no está en el catálogo"),

	// What serve writes to stderr.
	T("chuche-ref: serve: %s: %v\n", "chuche-ref: serve: %s: %v\n", "chuche-ref: serve: %s: %v\n"),
	T("chuche-ref: only this machine can open this address\n"+
		"chuche-ref: hint: for the phones and the TV at the table, run chuche-ref serve --addr 0.0.0.0:%s\n",
		"chuche-ref: nur dieser Rechner kann diese Adresse öffnen\n"+
			"chuche-ref: Tipp: für die Handys und den Fernseher am Tisch starte chuche-ref serve --addr 0.0.0.0:%s\n",
		"chuche-ref: solo este equipo puede abrir esta dirección\n"+
			"chuche-ref: pista: para los móviles y la tele de la mesa, ejecuta chuche-ref serve --addr 0.0.0.0:%s\n"),
	T("chuche-ref: no network address found on this machine: phones cannot reach it yet\n",
		"chuche-ref: keine Netzwerkadresse auf diesem Rechner gefunden: Handys erreichen ihn noch nicht\n",
		"chuche-ref: no se encontró ninguna dirección de red en este equipo: los móviles aún no pueden conectarse\n"),
	T("chuche-ref: serving the ledger read-only; Ctrl-C stops\n",
		"chuche-ref: das Spielbuch wird nur lesend angeboten; Strg-C beendet\n",
		"chuche-ref: sirviendo la libreta en solo lectura; Ctrl-C para\n"),
)
