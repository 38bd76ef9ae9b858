// Package boardtest holds the scoreboard's browser tests: the real
// chuche-ref binary serving a real ledger, read by Debian's Chromium
// (chromedp) at a phone's size (390×844) and a TV's (1920×1080), in
// English, German and Spanish — what the table sees. They live in a
// package of their own, with helpers of their own, so that `go test ./...`
// runs them beside the command's other tests rather than after them.
//
// A failing test keeps screenshots of its failure and of every tab as it
// ended, and prints where they are; the variable newShots reads (a
// test's, not the program's) keeps every screenshot of every test along
// the way in a folder. One Chromium serves the package, each test in a
// browser context of its own. Without chromium the tests are skipped,
// except in CI.
package boardtest
