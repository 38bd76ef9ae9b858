package scorer

// NextGameDealer is who deals the first hand of a rematch with the same
// seats: the deal passes on from whoever dealt the last hand to the next
// seat in turn order (CN-4) — everyone is in again at the start of a game,
// so no seat is skipped. Before any hand it is the game's own first dealer.
func (m ChinchonMatch) NextGameDealer() string {
	for i, p := range m.Players {
		if p.Name == m.DealtLast {
			return m.Players[(i+1)%len(m.Players)].Name
		}
	}
	return m.Dealer
}

// NextGameDealer is who deals the first round of a rematch with the same
// seats: whoever would have dealt the next round (CU-6, rotate_dealer).
func (m ChucheMatch) NextGameDealer() string { return m.Dealer }
