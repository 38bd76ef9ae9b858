package i18n

// The words of package failure.
var _ = Add(
	// failure.
	T("interrupted", "abgebrochen", "interrumpido"),
	T("internal error: %s", "interner Fehler: %s", "error interno: %s"),
)
