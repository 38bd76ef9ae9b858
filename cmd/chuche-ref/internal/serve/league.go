package serve

import (
	"context"
	"net/http"
	"strconv"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
)

// The league's page and document (docs/rules.md, League): /league, and
// /api/league = `league --json` with the same optional game and season
// (?game=chinchon, ?season=NAME). They are served when the Source has a
// league (LeagueSource); the tables are computed from the ledger on every
// request, with the cache the writers keep when it is current — the
// scoreboard writes nothing, not even that.

// LeagueSource is a Source with a league.
type LeagueSource interface {
	// League is the document of `league [GAME] [--season SEASON] --json`
	// ("" for either: both games, the calendar year). An input error is an
	// unknown game or season.
	League(ctx context.Context, game, season string) (any, error)
}

// leaguePages are the league's page in every language.
type leaguePages map[i18n.Lang]page

func loadLeaguePages(pace float64) (leaguePages, error) {
	out := leaguePages{}
	for _, l := range i18n.Langs {
		p, err := assemble(i18n.New(l), pace, "league.html", "common.js", "feed.js", "net.js", "league.js")
		if err != nil {
			return nil, err
		}
		out[l] = p
	}
	return out, nil
}

// leagueRoutes adds /league and /api/league when the Source has a league.
func (s *Server) leagueRoutes(mux *http.ServeMux) {
	src, ok := s.src.(LeagueSource)
	if !ok {
		return
	}
	mux.HandleFunc("GET /league", func(w http.ResponseWriter, r *http.Request) {
		l := requestLang(r)
		p, ok := s.league[l]
		if !ok {
			p = s.league[i18n.En]
		}
		writePage(w, l, p)
	})
	mux.HandleFunc("GET /api/league", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		v, err := src.League(r.Context(), q.Get("game"), q.Get("season"))
		if fe, ok := fault.As(err); ok && fe.Kind == fault.Input {
			s.fail(w, r, http.StatusNotFound, fe.Message)
			return
		}
		var body []byte
		if err == nil {
			body, err = encodeDoc(v, true)
		}
		if err != nil {
			s.ledgerFailed(w, r, err)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write(body)
	})
}
