//! Tower Up's move tokens in words, for building a move by clicking. Each
//! choice says what it costs or does before it is made, so a newcomer need
//! not learn the notation: the token that completes a move tells the whole
//! move's consequence, found by playing it on a copy of the state (the
//! engine's own rules, never a second guess at them).
//!
//! Nothing hidden leaks: a Take draws the next market card on the copy, and
//! the words never mention it.

use super::data::{data, player_colour, Card, Colour, COLOURS};
use super::notation::{self, Move};
use super::rules::{self, build_cost, cost_said, floors_list, pick_sequences};
use super::scoring;
use super::state::{ActionKind, State, TriggerKind};
use crate::games::seat_words::seat_ref;
use crate::games::Seat;
use crate::said;
use crate::text::{Arg, Said};

/// `before` is the move's tokens before `token` (see `Game::describe_token`).
pub fn describe(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
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
fn step(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
    let player = state.players.get(seat)?;
    Some(match (before, token) {
        ([], "take") => said!("tu-label-take"),
        ([], "discard") => {
            let over = state.pending?.count as usize;
            said!("tu-label-discard", held = player.hand_size() as usize, over = over)
        }
        ([], "build") => said!("tu-label-build", roofs = player.roofs as usize),
        (["take"], slot) => {
            let index = slot.parse::<usize>().ok()?.checked_sub(1)?;
            let card = data().cards.get(*state.market.get(index)?)?;
            let picks = pick_sequences(state.supply, card).first()?.len();
            said!("tu-label-take-slot", slot = slot, card = card.said(), picks = picks)
        }
        (["take", _], "picks") => said!("tu-label-picks"),
        (["build"], site) => {
            let index = state.board_data().index(site)?;
            let mut beside = [0u32; 4];
            for t in state.neighbour_towers(index) {
                beside[state.towers[t].as_ref()?.colour.index()] += 1;
            }
            let towers: Vec<Said> =
                COLOURS.iter().filter(|c| beside[c.index()] > 0).map(|c| c.towers(beside[c.index()])).collect();
            said!("tu-label-build-site", site = site, towers = towers)
        }
        (["build", site], colour) => {
            let colour = Colour::parse(colour)?;
            let cost = build_cost(state, state.board_data().index(site)?, colour);
            let paid: u32 = cost.iter().sum();
            said!(
                "tu-label-build-colour",
                colour = colour.said_as("tower-title"),
                site = *site,
                cost = cost_said(&cost),
                hold = player.hand_size().checked_sub(paid)? as usize,
            )
        }
        (["build", site, _], "roof") => said!("tu-label-roof-step", site = *site),
        _ => return None,
    })
}

/// What a whole legal move does, from the states before and after it.
fn consequence(before: &State, after: &State, seat: Seat, mv: &Move) -> Option<Said> {
    let hold = after.players.get(seat)?.hand_size() as usize;
    Some(match mv {
        Move::Take { slot, picks } => {
            let mut head = match picks.as_slice() {
                [] => {
                    let card = data().cards.get(*before.market.get(slot - 1)?)?;
                    said!("tu-label-take-card", slot = *slot, floors = floors(card))
                }
                _ => said!("tu-label-open-as", picks = picks.iter().map(|c| c.said()).collect::<Vec<_>>()),
            };
            if let Some(vehicles) = vehicles(before, after, seat) {
                head = said!("tu-label-and", head = head, vehicles = vehicles);
            }
            let mut notes = vec![];
            match after.pending {
                Some(p) => notes.push(said!("tu-label-hold-give-back", hold = hold, count = p.count as usize)),
                None => {
                    notes.push(said!("tu-label-hold", hold = hold));
                    notes.extend(after_action(before, after, seat));
                }
            }
            said!("tu-label-take-done", head = head, notes = Arg::Clauses(notes))
        }
        Move::Discard(counts) => {
            let given: u32 = counts.iter().sum();
            let what = match given {
                1 => said!("tu-label-a-floor", colour = floors_list(counts).pop()?),
                _ => said!("tu-items", items = floors_list(counts)),
            };
            let mut notes = vec![];
            match after.pending {
                Some(p) => notes.push(said!("tu-label-hold-more", hold = hold, count = p.count as usize)),
                None => {
                    notes.push(said!("tu-label-hold", hold = hold));
                    notes.extend(after_action(before, after, seat));
                }
            }
            said!("tu-label-give-back", what = what, notes = Arg::Clauses(notes))
        }
        Move::Build { roof, .. } => {
            let site = before.board_data().index(roof)?;
            let tower = after.towers.get(site)?.as_ref()?;
            let score = scoring::compute(after, seat).total - scoring::compute(before, seat).total;
            let mut notes: Vec<Said> = vehicles(before, after, seat).into_iter().collect();
            notes.push(said!("tu-label-score", delta = format!("{score:+}")));
            notes.extend(after_action(before, after, seat));
            said!("tu-label-roof", roof = roof, height = tower.height() as usize, notes = notes)
        }
        Move::Skip => said!("tu-label-skip"),
    })
}

/// "grey, black, white": a card's floors bottom to top.
fn floors(card: &Card) -> Said {
    if card.floors.is_empty() {
        return said!("tu-no-floors");
    }
    said!("tu-items", items = card.floors.iter().map(|icon| icon.said()).collect::<Vec<_>>())
}

/// "white vehicle +1", "vehicles black +1, grey +1": how far the move took
/// the mover's vehicles (a vehicle at the end of its track goes no further).
fn vehicles(before: &State, after: &State, seat: Seat) -> Option<Said> {
    let moved: Vec<(Colour, usize)> = COLOURS
        .iter()
        .map(|&c| (c, after.players[seat].vehicles[c.index()].saturating_sub(before.players[seat].vehicles[c.index()])))
        .filter(|&(_, n)| n > 0)
        .map(|(c, n)| (c, n as usize))
        .collect();
    match moved.as_slice() {
        [] => None,
        [(c, n)] => Some(said!("tu-label-vehicle-gain", colour = c.said(), spaces = *n)),
        all => {
            let each: Vec<Said> =
                all.iter().map(|(c, n)| said!("tu-label-colour-gain", colour = c.said(), spaces = *n)).collect();
            Some(said!("tu-label-vehicles-gain", each = each))
        }
    }
}

/// What the after-action checks did for the mover: chips claimed, an extra
/// action, the end begun.
fn after_action(before: &State, after: &State, seat: Seat) -> Vec<Said> {
    // The mover's claims first, then those the move gave others (their
    // presence may change too).
    let mut notes = vec![];
    for other in after.order_from(seat) {
        let earlier = before.players[other].chips.len();
        for (id, chip) in after.players[other].chips.iter().skip(earlier) {
            let (chip, objective) = (*chip as usize, data().objective(id).name_said());
            notes.push(if other == seat {
                said!("tu-label-claims", chip = chip, objective = objective)
            } else {
                let who = seat_ref(other, player_colour(&after.players[other].colour));
                said!("tu-label-other-claims", who = who, chip = chip, objective = objective)
            });
        }
    }
    if before.trigger.is_none() {
        match after.trigger.map(|t| t.kind) {
            Some(TriggerKind::LastRoof) => notes.insert(0, said!("tu-label-last-roof")),
            Some(TriggerKind::Exhausted) => notes.insert(0, said!("tu-label-ran-out")),
            None => {}
        }
    }
    if !after.over && after.current == seat && after.action == ActionKind::Extra {
        notes.push(said!("tu-extra-action"));
    }
    notes
}
