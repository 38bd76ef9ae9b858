package i18n

// The words of package houserules.
var _ = Add(
	T("as in the rule book", "wie im Regelbuch", "como en el reglamento"),
)
