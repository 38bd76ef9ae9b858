package i18n

// The words of package ledgerfile.
var _ = Add(
	T("chuche-ref: warning: the password in --db can be read by other users of this machine (ps); keep it in PGPASSFILE or PGPASSWORD instead", "chuche-ref: Warnung: das Passwort in --db können andere Benutzer dieses Rechners lesen (ps); lege es stattdessen in PGPASSFILE oder PGPASSWORD ab", "chuche-ref: aviso: otros usuarios de esta máquina pueden leer la contraseña de --db (ps); guárdala mejor en PGPASSFILE o PGPASSWORD"),
	T("check --db or CHUCHE_REF_DB; chuche-ref new … starts a ledger there",
		"prüfe --db oder CHUCHE_REF_DB; chuche-ref new … legt dort ein Spielbuch an",
		"revisa --db o CHUCHE_REF_DB; chuche-ref new … empieza allí una libreta"),
	// Names the schema migration changed (ledgerfile).
	T("chuche-ref: the player %s is now %s: its name and that of an earlier player are the same under Unicode case folding; chuche-ref players rename can choose another", "chuche-ref: der Spieler %s heißt jetzt %s: sein Name und der eines früheren Spielers sind unter Unicode-Groß-/Kleinschreibung gleich; chuche-ref players rename kann einen anderen wählen", "chuche-ref: el jugador %s ahora se llama %s: su nombre y el de un jugador anterior son iguales sin distinguir mayúsculas (Unicode); chuche-ref players rename puede elegir otro"),
	T("chuche-ref: the game %s is now %s: its name and that of an earlier game are the same under Unicode case folding; chuche-ref players rename can choose another", "chuche-ref: das Spiel %s heißt jetzt %s: sein Name und der eines früheren Spiels sind unter Unicode-Groß-/Kleinschreibung gleich; chuche-ref players rename kann einen anderen wählen", "chuche-ref: la partida %s ahora se llama %s: su nombre y el de una partida anterior son iguales sin distinguir mayúsculas (Unicode); chuche-ref players rename puede elegir otro"),
)
