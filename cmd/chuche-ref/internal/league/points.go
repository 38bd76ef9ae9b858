package league

import (
	"strconv"
	"strings"
)

// Points are the placement points of the first, second, third… place
// (LG-11): the setting league_points.
type Points []int

// DefaultPoints is league_points when the config does not set it.
var DefaultPoints = Points{3, 2, 1}

// For is the points of a place; places beyond the list, and no place,
// score 0. A shared place scores its own points for each seat sharing it.
func (p Points) For(place int) int {
	if place < 1 || place > len(p) {
		return 0
	}
	return p[place-1]
}

// String is the setting as it is written: "3,2,1".
func (p Points) String() string {
	parts := make([]string, len(p))
	for i, n := range p {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}
