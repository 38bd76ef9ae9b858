package config

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// topKeys are the keys a config file may hold, in the order the docs list them.
var topKeys = []string{"db", "players", "color", "lang", "rules", "presets", "serve", "league_points"}

// fileConfig is what one config file says.
type fileConfig struct {
	path     string
	values   map[string]any // the layered keys it sets: db, players, color
	rules    map[string]map[string]string
	presets  map[string]Preset
	extra    []Setting // rules.* and presets.*, for Config.Settings
	serveKey string    // serve.key
}

func newFileConfig(path string) *fileConfig {
	return &fileConfig{
		path:    path,
		values:  map[string]any{},
		rules:   map[string]map[string]string{},
		presets: map[string]Preset{},
	}
}

// readFile reads and checks a config file. A missing file is an error only
// when the user named it.
func readFile(path string, explicit bool, env environment) (*fileConfig, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && !explicit {
		return newFileConfig(""), nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fault.Inputf("config file %s: no such file", path).
			WithHint("create it, or name another with --config or CHUCHE_REF_CONFIG")
	}
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fault.Inputf("config file %s: %v", path, err)
	}
	p := &fileParser{cfg: newFileConfig(path), home: env.home()}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, p.syntaxError(err, data)
	}
	if err := p.document(&doc); err != nil {
		return nil, err
	}
	return p.cfg, nil
}

// fileParser walks the YAML tree so that every mistake can name its line.
type fileParser struct {
	cfg  *fileConfig
	home string // for "~/" in db
}

// at is a mistake in the file at n's line: "config file PATH line N:
// …", the mistake a message of its own.
func (p *fileParser) at(n *yaml.Node, mistake fault.Message) *fault.Error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return p.inFile(line, mistake)
}

// inFile names the file, and the line when it is known (> 0), before msg.
func (p *fileParser) inFile(line int, msg any) *fault.Error {
	if line > 0 {
		return fault.Inputf("config file %s line %#d: %s", p.cfg.path, line, msg)
	}
	return fault.Inputf("config file %s: %s", p.cfg.path, msg)
}

// yamlLine finds the line in yaml's messages: "yaml: line 3: mapping values
// are not allowed in this context", or "yaml: unmarshal errors:\n  line 3: ...".
var yamlLine = regexp.MustCompile(`line (\d+): (.*)`)

// yamlAnchor is the one error yaml raises after parsing, with no position.
var yamlAnchor = regexp.MustCompile(`^unknown anchor '(.*)' referenced$`)

// syntaxError names the file and line of a YAML error. yaml leaves the line
// out of syntax errors on the first line (it tests its zero-based line
// against zero), so a syntax error with no line is on line 1.
func (p *fileParser) syntaxError(err error, data []byte) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := ""
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, msg = m[1], m[2]
	} else if m := yamlAnchor.FindStringSubmatch(msg); m != nil {
		line = anchorLine(data, m[1])
	} else if !strings.Contains(msg, "alias") && !strings.Contains(msg, "anchor") {
		line = "1"
	}
	n, _ := strconv.Atoi(line) // yaml's own words stay as yaml wrote them
	return p.inFile(n, msg)
}

// anchorLine is the line of the first use of *name, or "".
func anchorLine(data []byte, name string) string {
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, "*"+name) {
			return strconv.Itoa(i + 1)
		}
	}
	return ""
}

func (p *fileParser) document(doc *yaml.Node) error {
	if len(doc.Content) == 0 { // empty, or only comments
		return nil
	}
	top := resolve(doc.Content[0])
	if isNull(top) {
		return nil
	}
	if top.Kind != yaml.MappingNode {
		return p.at(top, fault.M("want settings as `key: value` lines (%s), got %s",
			strings.Join(topKeys, ", "), describe(top)))
	}
	return p.pairs(top, "", func(key, val *yaml.Node) error {
		if isNull(val) {
			return nil // "players:" with nothing after it sets nothing
		}
		switch key.Value {
		case "db":
			return p.db(val)
		case "players":
			return p.players(val)
		case "color":
			return p.color(val)
		case "lang":
			return p.lang(val)
		case "league_points":
			return p.leaguePoints(val)
		case "rules":
			return p.rules(val)
		case "presets":
			return p.presets(val)
		case "serve":
			return p.serve(val)
		}
		err := p.at(key, fault.M("unknown key %q; valid keys are %s", key.Value, strings.Join(topKeys, ", ")))
		if guess := closest(key.Value, topKeys); guess != "" {
			err.WithHint("did you mean %q?", guess)
		}
		return err
	})
}

func (p *fileParser) db(val *yaml.Node) error {
	if val.Kind != yaml.ScalarNode || val.Tag != "!!str" || val.Value == "" {
		return p.at(val, fault.M("db must be a file path, got %s", describe(val)))
	}
	path := val.Value
	if rest, ok := strings.CutPrefix(path, "~/"); ok {
		if p.home == "" {
			return p.at(val, fault.M("db %s: cannot expand ~ because HOME is not set", path))
		}
		path = filepath.Join(p.home, rest)
	}
	p.cfg.values["db"] = path
	return nil
}

func (p *fileParser) players(val *yaml.Node) error {
	if val.Kind != yaml.SequenceNode {
		return p.at(val, fault.M("players must be a list of names, like [Ana, Ben], got %s", describe(val)))
	}
	names := []string{}
	for _, item := range val.Content {
		item = resolve(item)
		if item.Kind != yaml.ScalarNode || isNull(item) || strings.TrimSpace(item.Value) == "" {
			return p.at(item, fault.M("players must be a list of names, got %s in the list", describe(item)))
		}
		names = append(names, strings.TrimSpace(item.Value))
	}
	p.cfg.values["players"] = names
	return nil
}

func (p *fileParser) color(val *yaml.Node) error {
	b, err := strconv.ParseBool(val.Value)
	if val.Kind != yaml.ScalarNode || val.Tag != "!!bool" || err != nil {
		return p.at(val, fault.M("color must be true or false, got %s", describe(val)))
	}
	p.cfg.values["color"] = b
	return nil
}

// lang is the table's language as written; the command checks it is one
// chuche-ref speaks, naming the three when it is not.
func (p *fileParser) lang(val *yaml.Node) error {
	if val.Kind != yaml.ScalarNode || val.Tag != "!!str" || strings.TrimSpace(val.Value) == "" {
		return p.at(val, fault.M("lang must be en, de or es, got %s", describe(val)))
	}
	p.cfg.values["lang"] = strings.TrimSpace(val.Value)
	return nil
}

// leaguePoints is the league's placement points: "3,2,1" or [3, 2, 1].
func (p *fileParser) leaguePoints(val *yaml.Node) error {
	text := val.Value
	if val.Kind == yaml.SequenceNode {
		parts := make([]string, len(val.Content))
		for i, item := range val.Content {
			item = resolve(item)
			if item.Kind != yaml.ScalarNode {
				return p.at(item, fault.M("league_points must be the points of the first places, like 3,2,1, got %s in the list", describe(item)))
			}
			parts[i] = item.Value
		}
		text = strings.Join(parts, ",")
	} else if val.Kind != yaml.ScalarNode {
		return p.at(val, fault.M("league_points must be the points of the first places, like 3,2,1, got %s", describe(val)))
	}
	points, err := ParseLeaguePoints(text)
	if err != nil {
		return p.at(val, err.(*fault.Error).Message)
	}
	p.cfg.values["league_points"] = FormatLeaguePoints(points)
	return nil
}

func (p *fileParser) rules(val *yaml.Node) error {
	if val.Kind != yaml.MappingNode {
		return p.at(val, fault.M("rules must map a game to its house rules, like {chinchon: {limit: 70}}, got %s", describe(val)))
	}
	return p.pairs(val, "rules.", func(key, rules *yaml.Node) error {
		game, ok := gameKind(key.Value)
		if !ok {
			return p.at(key, fault.M("rules: unknown game %q; want chuche or chinchon", key.Value))
		}
		if _, dup := p.cfg.rules[game]; dup {
			return p.at(key, fault.M("rules for %s appear twice", game))
		}
		where := "rules." + game
		set := map[string]string{}
		p.cfg.rules[game] = set
		return p.houseRules(rules, where, "{limit: 70}", func(key, val *yaml.Node) error {
			// The club's rules apply to every game: a bad key or value is
			// named here, with its line, not by each later command.
			if err := p.checkRule(where, []string{game}, key, val, true); err != nil {
				return err
			}
			set[key.Value] = val.Value
			p.cfg.extra = append(p.cfg.extra, Setting{
				Key: where + "." + key.Value, Value: val.Value, Source: SourceFile, Origin: p.cfg.path,
			})
			return nil
		})
	})
}

func (p *fileParser) presets(val *yaml.Node) error {
	if val.Kind != yaml.MappingNode {
		return p.at(val, fault.M("presets must map a name to house rules, like {friday: {game: chinchon, limit: 70}}, got %s", describe(val)))
	}
	return p.pairs(val, "presets.", func(key, body *yaml.Node) error {
		if strings.TrimSpace(key.Value) == "" {
			return p.at(key, fault.M("presets: a preset needs a name"))
		}
		where := "presets." + key.Value
		preset := Preset{Name: key.Value, Rules: map[string]string{}, Origin: p.cfg.path, Line: key.Line}
		var text []string
		var gameErr error
		var keys, vals []*yaml.Node // the house rules, checked once the game is known
		err := p.houseRules(body, where, "{game: chinchon, limit: 70}", func(k, v *yaml.Node) error {
			rule, value := k.Value, v.Value
			if rule == "game" {
				game, ok := gameKind(value)
				if !ok && gameErr == nil {
					gameErr = p.at(key, fault.M("%s.game: unknown game %q; want chuche or chinchon", where, value))
				}
				preset.Game = game
				text = append([]string{"game=" + game}, text...)
				return nil
			}
			keys, vals = append(keys, k), append(vals, v)
			preset.Rules[rule] = value
			text = append(text, rule+"="+printable(value))
			return nil
		})
		if err != nil {
			return err
		}
		if gameErr != nil {
			return gameErr
		}
		// A preset for one game is checked as that game's rules; one for
		// either game only needs keys that one of them knows.
		games := []string{variants.GameChuche, variants.GameChinchon}
		if preset.Game != "" {
			games = []string{preset.Game}
		}
		for i := range keys {
			if err := p.checkRule(where, games, keys[i], vals[i], preset.Game != ""); err != nil {
				return err
			}
		}
		p.cfg.presets[preset.Name] = preset
		p.cfg.extra = append(p.cfg.extra, Setting{
			Key: where, Value: strings.Join(text, " "), Source: SourceFile, Origin: p.cfg.path,
		})
		return nil
	})
}

// houseRules reads a mapping of rule key to a single value; nothing at all
// (`chuche:`) is an empty set.
func (p *fileParser) houseRules(n *yaml.Node, where, example string, add func(key, val *yaml.Node) error) error {
	if isNull(n) {
		return nil
	}
	if n.Kind != yaml.MappingNode {
		return p.at(n, fault.M("%s must be a mapping of house rules, like %s, got %s", where, example, describe(n)))
	}
	return p.pairs(n, where+".", func(key, val *yaml.Node) error {
		if key.Value == "" {
			return p.at(key, fault.M("%s: a house rule needs a name", where))
		}
		if val.Kind != yaml.ScalarNode || isNull(val) {
			return p.at(val, fault.M("%s.%s must be a single value, got %s", where, key.Value, describe(val)))
		}
		return add(key, val)
	})
}

// checkRule refuses a house-rule key none of games knows (say
// `rules: {chinchon: {limt: 70}}`), naming the file and line and the key it
// is closest to; with values, a value the game does not accept too.
func (p *fileParser) checkRule(where string, games []string, key, val *yaml.Node, values bool) error {
	var known []string
	for _, game := range games {
		for _, d := range variants.RuleDefsFor(game) {
			known = append(known, d.Key)
		}
		if !knownRule(game, key.Value) {
			continue
		}
		if !values {
			return nil
		}
		if err := variants.CheckRules(game, map[string]string{key.Value: val.Value}); err != nil {
			return p.at(val, fault.M("%s.%s: %v", where, key.Value, err))
		}
		return nil
	}
	err := p.at(key, fault.M("%s: unknown house rule %q; keys are %s", where, variants.Cut(key.Value), strings.Join(known, ", ")))
	if guess := closest(key.Value, known); guess != "" {
		err.WithHint("did you mean %q?", guess)
	} else {
		err.WithHint("chuche-ref variants lists every key with its default")
	}
	return err
}

// knownRule reports whether key is a house rule of game, as the rules
// themselves read it (colours is colors spelt the British way).
func knownRule(game, key string) bool {
	if _, ok := variants.LookupRule(game, key); ok {
		return true
	}
	return game == variants.GameChuche && key == "colours"
}

// pairs calls fn for each key and value of a mapping, refusing keys that
// are not plain text and keys given twice. prefix names the mapping in
// messages ("rules.").
func (p *fileParser) pairs(m *yaml.Node, prefix string, fn func(key, val *yaml.Node) error) error {
	seen := map[string]int{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		key, val := resolve(m.Content[i]), resolve(m.Content[i+1])
		if key.Kind != yaml.ScalarNode || key.Tag == "!!merge" {
			return p.at(key, fault.M("%skeys must be plain names, got %s", prefix, describe(key)))
		}
		if first, dup := seen[key.Value]; dup {
			return p.at(key, fault.M("%s%s appears twice (first on line %#d)", prefix, key.Value, first))
		}
		seen[key.Value] = key.Line
		if err := fn(key, val); err != nil {
			return err
		}
	}
	return nil
}

// resolve follows YAML aliases (*name) to what they stand for.
func resolve(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// describe names what was found instead, for messages.
func describe(n *yaml.Node) fault.Message {
	switch n.Kind {
	case yaml.MappingNode:
		return fault.M("a mapping")
	case yaml.SequenceNode:
		return fault.M("a list")
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!null":
			return fault.M("nothing")
		case "!!int", "!!float":
			return fault.M("the number %s", n.Value)
		case "!!bool":
			return fault.M("%s", n.Value)
		case "!!str":
			return fault.M("%s", strconv.Quote(n.Value))
		case "!!merge":
			return fault.M("a merge key (<<)")
		}
		return fault.M("%s %s", n.Tag, n.Value)
	}
	return fault.M("something else")
}

// gameKind reads a game kind, accepting the accent and any case.
func gameKind(s string) (string, bool) {
	k := strings.ToLower(strings.TrimSpace(s))
	k = strings.ReplaceAll(k, "ó", "o")
	if k == "chuche" || k == "chinchon" {
		return k, true
	}
	return "", false
}

// printable quotes a value that would not read back as one word.
func printable(v string) string {
	if v == "" || strings.ContainsAny(v, " \t=\"") {
		return strconv.Quote(v)
	}
	return v
}

// closest is the valid key within two edits of key, if there is one.
func closest(key string, valid []string) string {
	best, bestDist := "", 3
	for _, v := range valid {
		if d := editDistance(strings.ToLower(key), v); d < bestDist {
			best, bestDist = v, d
		}
	}
	return best
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur := make([]int, len(rb)+1)
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(rb)]
}
