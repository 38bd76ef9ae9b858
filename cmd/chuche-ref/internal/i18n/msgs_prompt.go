package i18n

// The words of package prompt: the line editor's menus and hints.
var _ = Add(
	T("%s?", "%s?", "¿%s?"),
	T("[Y/n]", "[J/n]", "[S/n]"),
	T("[y/N]", "[j/N]", "[s/N]"),
	T("answer y (yes) or n (no)", "antworte j (ja) oder n (nein)", "responde s (sí) o n (no)"),
	T("%q: answer y (yes) or n (no)", "%q: antworte j (ja) oder n (nein)", "%q: responde s (sí) o n (no)"),
	P("%s, %d choices:\n",
		Forms{Arg: 2, One: "%s, %d choices:\n", Other: "%s, %d choices:\n"},
		Forms{Arg: 2, One: "%s, %d Möglichkeit:\n", Other: "%s, %d Möglichkeiten:\n"},
		Forms{Arg: 2, One: "%s, %d opción:\n", Other: "%s, %d opciones:\n"}),
	T("%s, 1 to %d [%d]", "%s, 1 bis %d [%d]", "%s, 1 a %d [%d]"),
	T("%q is not a choice: answer 1 to %d", "%q ist keine Möglichkeit: antworte 1 bis %d", "%q no es una opción: responde de 1 a %d"),
	T("%q fits no choice: answer 1 to %d or a choice's first letters",
		"%q passt zu keiner Möglichkeit: antworte 1 bis %d oder mit den ersten Buchstaben einer Möglichkeit",
		"%q no encaja con ninguna opción: responde de 1 a %d o con las primeras letras de una opción"),
	T("%q fits %s: answer a number", "%q passt zu %s: antworte mit einer Zahl", "%q encaja con %s: responde con un número"),
	T("(fits no choice)", "(passt zu keiner Möglichkeit)", "(no encaja con ninguna opción)"),
	T("(%d of %d shown: ↑/↓ for more)", "(%d von %d gezeigt: ↑/↓ für mehr)", "(%d de %d a la vista: ↑/↓ para más)"),
	T("select %q: no items", "Auswahl %q: keine Einträge", "selección %q: no hay opciones"),
	T("interrupted at a prompt", "bei einer Frage unterbrochen", "interrumpido en una pregunta"),
	T("end of input at a prompt", "Ende der Eingabe bei einer Frage", "fin de la entrada en una pregunta"),
	T("quit at a prompt", "bei einer Frage beendet", "salida en una pregunta"),
	T("back at a prompt", "zurück an einer Eingabe", "atrás en una pregunta"),
	T("(back)", "(zurück)", "(atrás)"),
)
