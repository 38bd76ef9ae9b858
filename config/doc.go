// Package config gathers the settings chuche-ref runs with: where the ledger
// lives, JSON output, which game a command acts on, the club's default
// players, house rules and presets, and whether to use colour.
//
// Each setting comes from the highest of four layers:
//
//	defaults < config file < CHUCHE_REF_* environment < flags the user set
//
// and Config.Settings records which layer (and which file, variable or flag)
// gave each value, for `chuche-ref config`.
//
// # Environment
//
//	CHUCHE_REF_DB       ledger path
//	CHUCHE_REF_CONFIG   config file
//	CHUCHE_REF_JSON     true/false (also 1/0)
//	CHUCHE_REF_GAME     game ID or name
//	CHUCHE_REF_PLAYERS  default players, a comma list: Ana,Ben,Cleo
//	CHUCHE_REF_LEAGUE_POINTS  the league's points of the first places: 3,2,1
//	NO_COLOR            any non-empty value turns colour off
//
// An empty variable counts as unset. The defaults follow the XDG base
// directories: the ledger is $XDG_DATA_HOME/chuche-ref/ledger.db and the
// config file $XDG_CONFIG_HOME/chuche-ref/config.yaml, with
// $HOME/.local/share and $HOME/.config when those are unset.
//
// # Config file
//
// The file is read from --config or CHUCHE_REF_CONFIG, otherwise from the
// default path if it exists. A file named explicitly must exist; `--config ""`
// reads no file at all. The format is YAML:
//
//	# where the ledger lives; "~/" is your home directory
//	db: ~/cards/ledger.db
//
//	# who plays when `new` is given no --players
//	players: [Ana, Ben, Cleo]
//
//	# false turns colour off, like NO_COLOR
//	color: true
//
//	# the league's points for the first, second, third… place
//	league_points: 3,2,1
//
//	# the club's house rules, per game: chuche or chinchon
//	rules:
//	  chinchon: {limit: 70}
//	  chuche: {tie: share}
//
//	# named sets of house rules for `new --preset NAME`;
//	# game is optional and ties the preset to one game
//	presets:
//	  friday: {game: chinchon, limit: 70, buyback: false}
//
// Only these top-level keys are allowed; a misspelt key is an error
// rather than a silently ignored setting. House-rule values are kept as the
// text written (70 becomes "70", false becomes "false"); this package does
// not know which rules exist: the variants package checks them when a game
// or a check applies them. A relative db path is relative to the working
// directory, not to the file.
//
// Every mistake in the file or in a CHUCHE_REF_* variable is a
// *fault.Error of kind Input (exit code 2) naming the file and line, or the
// variable.
package config
