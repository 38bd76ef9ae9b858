package i18n

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/config"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// wording checks an error in English (its Error(), unchanged), German and
// Spanish.
func wording(t *testing.T, err error, en, de, es string) {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	for _, c := range []struct {
		l    Lang
		want string
	}{{En, en}, {De, de}, {Es, es}} {
		if got := New(c.l).Error(err); got != c.want {
			t.Errorf("%s: %q\n   want %q", c.l, got, c.want)
		}
	}
	if err.Error() != en {
		t.Errorf("Error() = %q, want %q", err.Error(), en)
	}
}

func TestStoreWording_NoLedger(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	_, err := store.OpenReadOnly(context.Background(), path)
	wording(t, err, "no ledger at "+path, "kein Spielbuch unter "+path, "no hay ninguna libreta en "+path)
	if fault.KindOf(err) != fault.Input || fault.StoreOf(err) != fault.NotFound {
		t.Errorf("kind %v, store kind %v", fault.KindOf(err), fault.StoreOf(err))
	}
}

func TestStoreWording_GameNotFound(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open(ctx, filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	_, err = db.Game(ctx, "Freitag")
	wording(t, err, `no game "Freitag" in the ledger`, `kein Spiel "Freitag" im Spielbuch`, `no hay ninguna partida "Freitag" en la libreta`)
}

// A ledger another session is writing: exit 3 with the hint to try again,
// both in the table's language. It waits the store's busy timeout.
func TestStoreWording_Locked(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "club.db")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	raw, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	conn, err := raw.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(ctx, "ROLLBACK")
	_, err = db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Name: "club", Players: []string{"Ana", "Ben"}})
	// SQLite's own words, the cause, stay as SQLite wrote them.
	const cause = ": database is locked (5) (SQLITE_BUSY)"
	wording(t, err,
		"ledger "+path+" is in use by another chuche-ref session (waited 200ms)"+cause,
		"das Spielbuch "+path+" wird von einer anderen Sitzung von chuche-ref benutzt (200ms gewartet)"+cause,
		"otra sesión de chuche-ref está usando la libreta "+path+" (se esperó 200ms)"+cause)
	fe, _ := fault.As(err)
	if fault.KindOf(err) != fault.Ledger || fault.StoreOf(err) != fault.Locked || fe == nil {
		t.Fatalf("kind %v, store kind %v", fault.KindOf(err), fault.StoreOf(err))
	}
	if got := New(De).Message(fe.Hint); got != "ein anderes chuche-ref schreibt gerade; versuch es gleich noch einmal" {
		t.Errorf("de hint %q", got)
	}
	if got := New(Es).Message(fe.Hint); got != "otro chuche-ref está escribiendo; vuelve a intentarlo en un momento" {
		t.Errorf("es hint %q", got)
	}
}

func TestConfigWording_UnknownKey(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(file, []byte("db: /x.db\ncolour: false\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"HOME": dir, "CHUCHE_REF_CONFIG": file}
	_, err := config.Load(nil, func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	keys := "db, players, color, lang, rules, presets, serve, league_points"
	wording(t, err,
		"config file "+file+` line 2: unknown key "colour"; valid keys are `+keys,
		"Konfigurationsdatei "+file+` Zeile 2: unbekannter Schlüssel "colour"; gültige Schlüssel sind `+keys,
		"archivo de configuración "+file+` línea 2: clave desconocida "colour"; las claves válidas son `+keys)
	fe, _ := fault.As(err)
	if fe == nil || New(De).Message(fe.Hint) != `meintest du "color"?` || New(Es).Message(fe.Hint) != `¿quisiste decir "color"?` {
		t.Errorf("hint %v", fe)
	}
}

// A line number is a name, not a quantity: it is never grouped.
func TestConfigWording_LineNotGrouped(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "config.yaml")
	content := make([]byte, 0, 1300)
	for range 1200 {
		content = append(content, '\n')
	}
	content = append(content, "color: maybe\n"...)
	if err := os.WriteFile(file, content, 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"HOME": dir, "CHUCHE_REF_CONFIG": file}
	_, err := config.Load(nil, func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	wording(t, err,
		"config file "+file+` line 1201: color must be true or false, got "maybe"`,
		"Konfigurationsdatei "+file+` Zeile 1201: color muss true oder false sein, gefunden: "maybe"`,
		"archivo de configuración "+file+` línea 1201: color debe ser true o false, pero hay "maybe"`)
}
