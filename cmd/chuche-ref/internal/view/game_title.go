package view

import "github.com/chuche-ref/chuche-ref/variants"

// GameTitle is the game's name for people.
func GameTitle(game string) string {
	if game == variants.GameChinchon {
		return "Chinchón"
	}
	return "Chuche"
}
