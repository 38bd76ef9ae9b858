// Package view renders what the commands say: text for people and the
// --json documents, as view types with their own snake_case tags (the
// --json contract lives here). Renderers take an io.Writer and small view
// types (Game, LedgerEntry), never the command's factory.
package view
