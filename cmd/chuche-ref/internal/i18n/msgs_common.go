package i18n

// Words every area uses.
var _ = Add(
	T(" and ", " und ", " y "),
)

// Words of the fault package itself.
var _ = Add(
	T("entry %d: %s", "Eintrag %d: %s", "entrada %d: %s"),
	T("unknown language %q", "unbekannte Sprache %q", "idioma desconocido %q"),
	T("use one of: en, de, es", "möglich sind: en, de, es", "usa uno de: en, de, es"),
)
