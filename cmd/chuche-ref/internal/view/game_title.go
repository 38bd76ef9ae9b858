package view

import "github.com/chuche-ref/chuche-ref/variants"

func GameTitle(game string) string {
	if game == variants.GameChinchon {
		return "Chinchón"
	}
	return "Chuche"
}
