package view

// DescribeKind names an entry kind for people.
func DescribeKind(kind string) string {
	switch kind {
	case "hand":
		return "a Chinchón hand"
	case "buyback":
		return "a buy-back"
	case "round":
		return "a round"
	case "deal":
		return "a deal"
	case "turn":
		return "a turn"
	case "undo": // scorekeeper.EntryKindUndo
		return "an undo"
	}
	return kind
}
