package view

// DescribeKind names an entry kind for people.
func (vw Words) DescribeKind(kind string) string {
	switch kind {
	case "hand":
		return vw.p.Sprintf("a Chinchón hand")
	case "buyback":
		return vw.p.Sprintf("a buy-back")
	case "round":
		return vw.p.Sprintf("a round")
	case "deal":
		return vw.p.Sprintf("a deal")
	case "turn":
		return vw.p.Sprintf("a turn")
	case "undo": // scorekeeper.EntryKindUndo
		return vw.p.Sprintf("an undo")
	case "end": // scorer.KindEnd
		return vw.p.Sprintf("the early end")
	}
	return kind
}
