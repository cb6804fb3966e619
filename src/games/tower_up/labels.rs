//! Tower Up's move tokens in words, for building a move by clicking. Each
//! choice says what it costs or does before it is made, so a newcomer need
//! not learn the notation: the token that completes a move tells the whole
//! move's consequence, found by playing it on a copy of the state (the
//! engine's own rules, never a second guess at them).
//!
//! Nothing hidden leaks: a Take draws the next market card on the copy, and
//! the words never mention it.

use super::data::{data, Card, Colour, Icon, COLOURS};
use super::notation::{self, Move};
use super::rules::{self, build_cost, cost_text, pick_sequences};
use super::scoring;
use super::state::{ActionKind, State, TriggerKind};
use crate::games::Seat;

/// Words longer than this leave out their last notes (an option label holds 100).
const LONGEST: usize = 90;

/// `before` is the move's tokens before `token` (see `Game::describe_token`).
pub fn describe(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<String> {
    match completed(state, seat, before, token) {
        Some((mv, after)) => consequence(state, &after, seat, &mv),
        None => step(state, seat, before, token),
    }
}

/// The move `before` + `token` spells, with the state it leads to, if it is
/// a whole move the rules accept now.
fn completed(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<(Move, State)> {
    let mut text = before.join(" ");
    text.push(' ');
    text.push_str(token);
    let mv = notation::parse(&text).ok()?;
    let mut after = state.clone();
    rules::play(&mut after, seat, &mv).ok()?;
    Some((mv, after))
}

/// Words for a token that starts or continues a move.
fn step(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<String> {
    let player = state.players.get(seat)?;
    Some(match (before, token) {
        ([], "take") => "Take a market card: gain its floors, move its vehicles".into(),
        ([], "discard") => {
            let over = state.pending?.count;
            format!("Give back floors: you hold {}, {over} over the limit of 10", player.hand_size())
        }
        ([], "build") => match player.roofs {
            1 => "Build a tower and roof it (your last roof)".into(),
            n => format!("Build a tower and roof it ({n} roofs left)"),
        },
        (["take"], slot) => {
            let index = slot.parse::<usize>().ok()?.checked_sub(1)?;
            let card = data().cards.get(*state.market.get(index)?)?;
            let picks = pick_sequences(state.supply, card).first()?.len();
            let colours = if picks == 1 { "a colour" } else { "colours" };
            format!("Take card {slot}: {} (you name {colours} next)", card.text())
        }
        (["take", _], "picks") => "Name the colour of each open icon, bottom to top".into(),
        (["build"], site) => {
            let index = state.board_data().index(site)?;
            let mut beside = [0u32; 4];
            for t in state.neighbour_towers(index) {
                beside[state.towers[t].as_ref()?.colour.index()] += 1;
            }
            format!("Build on {site}, next to towers: {}", cost_text(&beside).replace(" +", ","))
        }
        (["build", site], colour) => {
            let colour = Colour::parse(colour)?;
            let cost = build_cost(state, state.board_data().index(site)?, colour);
            let paid: u32 = cost.iter().sum();
            format!(
                "{} tower on {site}: costs {} (you'll hold {})",
                capitalised(colour.name()),
                cost_text(&cost),
                player.hand_size().checked_sub(paid)?
            )
        }
        (["build", site, _], "roof") => format!("Then your roof: on {site} or a tower that just grew"),
        _ => return None,
    })
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// What a whole legal move does, from the states before and after it.
fn consequence(before: &State, after: &State, seat: Seat, mv: &Move) -> Option<String> {
    let hold = after.players.get(seat)?.hand_size();
    Some(match mv {
        Move::Take { slot, picks } => {
            let mut head = match picks.as_slice() {
                [] => format!("Take card {slot}: {}", floors(data().cards.get(*before.market.get(slot - 1)?)?)),
                _ => format!("Open icons as {}", picks.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")),
            };
            if let Some(vehicles) = vehicles(before, after, seat) {
                head.push_str("; ");
                head.push_str(&vehicles);
            }
            let mut notes = vec![];
            match after.pending {
                Some(p) => notes.push(format!("you'll hold {hold}: give back {}", p.count)),
                None => {
                    notes.push(format!("you'll hold {hold}"));
                    notes.extend(after_action(before, after, seat));
                }
            }
            fit(&format!("{head} ("), &notes, "; ", ")")
        }
        Move::Discard(counts) => {
            let given: u32 = counts.iter().sum();
            let what = match given {
                1 => format!("a {} floor", notation::counts_list(counts)),
                _ => notation::counts_list(counts).replace(',', ", "),
            };
            let mut notes = vec![format!("you'll hold {hold}")];
            match after.pending {
                Some(p) => notes[0].push_str(&format!(": {} more to give back", p.count)),
                None => notes.extend(after_action(before, after, seat)),
            }
            fit(&format!("Give back {what} ("), &notes, "; ", ")")
        }
        Move::Build { roof, .. } => {
            let site = before.board_data().index(roof)?;
            let tower = after.towers.get(site)?.as_ref()?;
            let score = scoring::compute(after, seat).total - scoring::compute(before, seat).total;
            let mut notes: Vec<String> = vehicles(before, after, seat).into_iter().collect();
            notes.push(format!("score {score:+}"));
            notes.extend(after_action(before, after, seat));
            fit(&format!("Roof on {roof}, height {}: ", tower.height()), &notes, ", ", "")
        }
        Move::Skip => "Skip the extra action: your turn ends".into(),
    })
}

/// "grey, black, white": a card's floors bottom to top.
fn floors(card: &Card) -> String {
    let floors: Vec<&str> = card
        .floors
        .iter()
        .map(|icon| match icon {
            Icon::Fixed(c) => c.name(),
            Icon::Wild => "wild",
        })
        .collect();
    if floors.is_empty() {
        "no floors".into()
    } else {
        floors.join(", ")
    }
}

/// "white vehicle +1", "vehicles black +1, grey +1": how far the move took
/// the mover's vehicles (a vehicle at the end of its track goes no further).
fn vehicles(before: &State, after: &State, seat: Seat) -> Option<String> {
    let moved: Vec<(Colour, u32)> = COLOURS
        .iter()
        .map(|&c| (c, after.players[seat].vehicles[c.index()].saturating_sub(before.players[seat].vehicles[c.index()])))
        .filter(|&(_, n)| n > 0)
        .collect();
    match moved.as_slice() {
        [] => None,
        [(c, n)] => Some(format!("{c} vehicle +{n}")),
        all => {
            Some(format!("vehicles {}", all.iter().map(|(c, n)| format!("{c} +{n}")).collect::<Vec<_>>().join(", ")))
        }
    }
}

/// `head` + the notes joined + `tail`, leaving out the last notes (the
/// least telling) if all of them would make the words too long for a label.
fn fit(head: &str, notes: &[String], joint: &str, tail: &str) -> String {
    for kept in (1..=notes.len()).rev() {
        let more = if kept < notes.len() { format!("{joint}…") } else { String::new() };
        let words = format!("{head}{}{more}{tail}", notes[..kept].join(joint));
        if words.chars().count() <= LONGEST || kept == 1 {
            return words;
        }
    }
    format!("{head}{tail}")
}

/// What the after-action checks did for the mover: chips claimed, an extra
/// action, the end begun.
fn after_action(before: &State, after: &State, seat: Seat) -> Vec<String> {
    // The mover's claims first, then those the move gave others (their
    // presence may change too).
    let mut notes = vec![];
    for other in after.order_from(seat) {
        let who = if other == seat { String::new() } else { format!("{} ", after.players[other].colour) };
        let earlier = before.players[other].chips.len();
        for (id, chip) in after.players[other].chips.iter().skip(earlier) {
            notes.push(format!("{who}claims {chip} ({})", data().objective(id).name));
        }
    }
    if before.trigger.is_none() {
        match after.trigger.map(|t| t.kind) {
            Some(TriggerKind::LastRoof) => notes.insert(0, "last roof: final round".into()),
            Some(TriggerKind::Exhausted) => notes.insert(0, "a colour ran out: final round".into()),
            None => {}
        }
    }
    if !after.over && after.current == seat && after.action == ActionKind::Extra {
        notes.push("extra action".into());
    }
    notes
}
