package i18n

// The words of package draftstore.
var _ = Add(
	T("no folder for drafts: neither XDG_STATE_HOME nor HOME is set",
		"kein Ordner für Entwürfe: weder XDG_STATE_HOME noch HOME ist gesetzt",
		"no hay carpeta para los borradores: no están definidos ni XDG_STATE_HOME ni HOME"),
	T("the ledger's identity %q cannot name a drafts folder",
		"die Kennung %q des Spielbuchs taugt nicht als Name eines Entwurfsordners",
		"la identidad %q de la libreta no sirve como nombre de una carpeta de borradores"),
	T("larger than %d bytes", "größer als %d Bytes", "mayor de %d bytes"),
	T("the draft is held by the session of pid %d on %s since %s",
		"der Entwurf gehört der Sitzung mit PID %d auf %s seit %s",
		"el borrador lo tiene la sesión con PID %d en %s desde %s"),
	T("the draft's lock was removed by another session",
		"die Sperre des Entwurfs wurde von einer anderen Sitzung entfernt",
		"otra sesión quitó el bloqueo del borrador"),
	T("the draft was taken over by the session of pid %d on %s at %s",
		"der Entwurf wurde von der Sitzung mit PID %d auf %s um %s übernommen",
		"la sesión con PID %d en %s se quedó con el borrador a las %s"),
	T("the draft's lock kept changing while it was taken",
		"die Sperre des Entwurfs änderte sich immer wieder, während sie genommen wurde",
		"el bloqueo del borrador cambiaba una y otra vez mientras se tomaba"),
	T("a new lock file was locked already",
		"eine neue Sperrdatei war schon gesperrt",
		"un archivo de bloqueo nuevo ya estaba bloqueado"),
)
