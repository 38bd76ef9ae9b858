package i18n

// The words of package i18n itself: how a list is joined and cards are
// named.
var _ = Add(
	T("and", "und", "y"),
	T("use one of: en, de, es", "möglich sind: en, de, es", "usa uno de: en, de, es"),
)
