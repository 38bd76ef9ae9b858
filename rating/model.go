package rating

// Rating is a player's skill belief: the mean μ and the deviation σ of a
// normal distribution.
type Rating struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// Ordinal is the rating people see: μ − 3σ, conservative while the model is
// still unsure of a player, so that a newcomer starts at 0 and climbs.
func (r Rating) Ordinal() float64 {
	return r.Mu - 3*r.Sigma
}

// Model holds the constants of the Weng–Lin update.
type Model struct {
	// Mu and Sigma are a new player's rating.
	Mu, Sigma float64
	// Beta is the deviation of one game's performance around a skill.
	Beta float64
	// Kappa is the least factor σ² may shrink by in one game, so σ stays
	// positive.
	Kappa float64
	// Tau is added to σ (as √(σ² + τ²)) before each game, so that a
	// rating keeps following a player whose skill changes.
	Tau float64
}

// OpenSkill is the model with openskill's defaults.
func OpenSkill() Model {
	return Model{Mu: 25, Sigma: 25.0 / 3, Beta: 25.0 / 6, Kappa: 0.0001, Tau: 25.0 / 300}
}

// Initial is the rating of a player with no rated game.
func (m Model) Initial() Rating {
	return Rating{Mu: m.Mu, Sigma: m.Sigma}
}

// Default is a new player's rating under OpenSkill's defaults: μ 25, σ 25/3.
func Default() Rating {
	return OpenSkill().Initial()
}

// Rate is OpenSkill().Rate.
func Rate(players []Rating, places []int) []Rating {
	return OpenSkill().Rate(players, places)
}

// PredictWin is OpenSkill().PredictWin.
func PredictWin(players []Rating) []float64 {
	return OpenSkill().PredictWin(players)
}

// PredictDraw is OpenSkill().PredictDraw.
func PredictDraw(players []Rating) float64 {
	return OpenSkill().PredictDraw(players)
}
