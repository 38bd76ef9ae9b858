// chinchoncito_bench times the arrangement search of chinchoncito (a public
// Rust engine, matix64/chinchoncito on GitHub) on the hands the Go benchmark
// BenchmarkHand7 uses, so that scripts/bench.sh --peer can set our figure
// beside it. This file is ours; the engine's search file is copied beside it
// into a temporary crate at build time, never into this repository (its
// licence is AGPL-3.0).
//
//	chinchoncito_bench HANDS_FILE [SECONDS | Nx]
//
// HANDS_FILE has one hand a line: the leftover points chuche-ref finds,
// then the cards in its notation (1o 12e ...). Every hand is first checked
// against the engine's own leftover points (a wrong reading of the file
// fails here rather than timing something else); then the hands are
// arranged in turn, as the Go benchmark does, for about SECONDS (default 1)
// after a warm-up, or exactly N times (as -benchtime Nx: for counting
// instructions under valgrind, which a loaded machine does not blur). Each call gets the hand as a fresh Vec, as the engine's
// own callers give it (formar_juegos takes its cards by value). The figure
// is printed as a Go benchmark line, so that the same scripts read it.

mod cartas {
    // The engine's card, without its Discord display code.
    #[derive(Debug, PartialEq, Eq, Clone, Copy, PartialOrd, Ord)]
    pub struct Carta {
        pub num: u8,
        pub palo: Palo,
    }

    #[derive(Debug, PartialEq, Eq, Clone, Copy, PartialOrd, Ord)]
    pub enum Palo {
        Copa = 0,
        Espada,
        Oro,
        Basto,
    }
}

mod buscar_juegos; // the engine's search, copied in by scripts/bench.sh

use cartas::{Carta, Palo};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn parse_card(s: &str) -> Carta {
    let (num, suit) = s.split_at(s.len() - 1);
    let palo = match suit {
        "o" => Palo::Oro,
        "c" => Palo::Copa,
        "e" => Palo::Espada,
        "b" => Palo::Basto,
        _ => panic!("card {s:?}: suits are o c e b"),
    };
    let num: u8 = num.parse().unwrap_or_else(|_| panic!("card {s:?}: ranks are 1..12"));
    assert!((1..=12).contains(&num), "card {s:?}: ranks are 1..12");
    Carta { num, palo }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 2 || args.len() > 3 {
        eprintln!("usage: chinchoncito_bench HANDS_FILE [SECONDS | Nx]");
        std::process::exit(2);
    }
    let time = args.get(2).map_or("1", |s| s.as_str());
    let fixed: Option<usize> = time.strip_suffix('x').map(|n| n.parse().expect("N in Nx is a count"));
    let secs: f64 = if fixed.is_some() { 0.0 } else { time.parse().expect("SECONDS is a number") };
    let text = std::fs::read_to_string(&args[1]).expect("read HANDS_FILE");
    let mut hands: Vec<Vec<Carta>> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut f = line.split_whitespace();
        let want: i16 = f.next().expect("points").parse().expect("points are a number");
        let hand: Vec<Carta> = f.map(parse_card).collect();
        let (got, _) = buscar_juegos::formar_juegos(hand.clone());
        if got != want {
            eprintln!("hand {}: chinchoncito leaves {got} points, chuche-ref {want}: {line}", i + 1);
            std::process::exit(1);
        }
        hands.push(hand);
    }
    assert!(!hands.is_empty(), "no hands in {}", args[1]);
    let run = |n: usize| {
        let start = Instant::now();
        for i in 0..n {
            black_box(buscar_juegos::formar_juegos(black_box(&hands[i % hands.len()]).clone()));
        }
        start.elapsed()
    };
    // Grow n as the Go benchmark does until a run lasts long enough.
    let target = Duration::from_secs_f64(secs);
    let mut n = fixed.unwrap_or(1000);
    let mut took = run(n);
    while fixed.is_none() && took < target {
        let per = took.as_secs_f64() / n as f64;
        n = ((target.as_secs_f64() * 1.2 / per) as usize).clamp(n + 1, n * 100);
        took = run(n);
    }
    println!(
        "BenchmarkHand7/chinchoncito-{}\t{n}\t{:.2} ns/op",
        std::thread::available_parallelism().map_or(1, |p| p.get()),
        took.as_nanos() as f64 / n as f64
    );
}
