package i18n

// The words of package pager.
var _ = Add(
	T("no pager", "kein Pager", "sin paginador"),
)
