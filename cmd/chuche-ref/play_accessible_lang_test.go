package main

import (
	"testing"
)

// TestPlayAccessibleLanguages: play --accessible speaks the table's
// language — a Chinchón evening in Spanish, two Chuche turns in German:
// the questions, the answers it takes (sí, j, nein, reenganche, deshacer,
// salir, ende) and its refusals are the language's, and the ledger is the
// one the same evening entered with the English commands gives.
func TestPlayAccessibleLanguages(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref as processes of its own")
	}
	bin := chucheRef(t).path
	t.Run("Chinchón in Spanish", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newChinchonEvening)
		out := tbl.playAccessible(t, []string{"--lang", "es"},
			"zz", "a", handCut, handBen, handCleo, "quizás", "",
			"b", handBen8, "30", "12", "s", "", // Cleo out; the offer declined
			"reenganche c", "sí",
			"cl", handBad, "", "volver",
			"ana", handCut, "5", "7", "s",
			"deshacer", "si",
			"salir")
		assertInOrder(t, out, []string{
			"Mano 1 — quién cortó: zz\nRechazado: \"zz\" no es un jugador de la partida: Ana, Ben, Cleo\n",
			"Las 7 cartas de Ana, u 8 con el descarte: " + handCut + "\n",
			"Las 7 cartas o los puntos de Ben: " + handBen + "\n",
			"¿Anotar la mano 1? [S/n]: quizás\nRechazado: \"quizás\": responde s (sí) o n (no)\n",
			"Mano 1 anotada (entrada #1).",
			"descarte: 9 de copas, el mejor de las 8 (CN-8)",
			"¿Se reengancha Cleo, que quedó eliminado, con 34? [s/N]: \n",
			"Mano 3 — quién cortó: reenganche Cleo\n", // the name "c" resolved to
			"¿Cleo se reengancha con 34? [S/n]: sí\n",
			"Cleo se reengancha con 34 (entrada #3).",
			"¿Qué carta descartó Cleo? (Enter para saltar): \n",
			"No se anotó nada; y ahora qué, 2 opciones:\n",
			"Mano 3 anotada (entrada #4).",
			"¿Deshacer la entrada #4 (mano 3: cortó Ana)? [s/N]: si\n",
			"Deshecho: la entrada #4 (mano 3: cortó Ana) queda anulada; sigue en el historial.",
			"Mano 3 — quién cortó: salir\n",
			"Detenido. Todo lo confirmado está guardado en ",
		})
		sameLedger(t, tbl, tableWith(t, bin, chinchonEvening...))
	})

	t.Run("Chuche in German", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, shortMatch[0])
		out := tbl.playAccessible(t, []string{"--lang", "de"},
			"", "", "Y4 Y5 G6", // deal round 1; Ben deals
			"11", "9", "R4 Y5", "nein", "", "j",
			"10", "O4 G6", "ja",
			"ende")
		assertInOrder(t, out, []string{
			"Wie weiter, 3 Möglichkeiten:\n",
			"Runde 1: wer gibt, 2 Möglichkeiten:\n",
			"Die 3 offen gegebenen Karten: Y4 Y5 G6\n",
			"Runde 1, gegeben von Ben (Eintrag #1).",
			"Zielsumme auf der obersten Stapelkarte (6..10): 11\nAbgelehnt: \"11\" ist keine Zielsumme; ",
			"  (eine Karte: ablegen; ",
			"Zug von Ana, Zielsumme 9: R4 Y5\n",
			"Zug von Ana eintragen? [J/n]: nein\n",
			"Nicht eingetragen. Gib den Zug noch einmal ein",
			"Zug von Ana, Zielsumme 9 [R4 Y5]: \n",
			"Zug von Ana eintragen? [J/n]: j\n",
			"Zug eingetragen (Eintrag #2).",
			"Zug von Ben eintragen? [J/n]: ja\n",
			"Zug eingetragen (Eintrag #3).",
			"Zielsumme auf der obersten Stapelkarte (6..10): ende\n",
			"Angehalten. Alles Bestätigte ist in ",
		})
		sameLedger(t, tbl, tableWith(t, bin, shortMatch[:4]...))
	})
}
