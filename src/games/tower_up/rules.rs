//! Actions: Take (4.2), Build (4.3), Discard (hand limit, a follow-up step of
//! Take), Skip (4.5), the after-action checks (4.6) and the end (5).

use rand::seq::SliceRandom;

use super::data::{data, Card, Colour, Icon, COLOURS};
use super::notation::{counts_list, Move};
use super::objectives;
use super::scoring;
use super::state::{ActionKind, LastMove, PendingDiscard, Piece, State, Tower, Trigger, TriggerKind};
use crate::games::{Outcome, RuleError, Seat};
use crate::text::Said;

/// The result of resolving a card's floor icons against the supply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakePlan {
    pub gained: [u32; 4],
    pub supply: [u32; 4],
    /// An open icon set off "exhausted" (a fixed colour at 0, or an empty supply).
    pub exhausted: bool,
}

/// Icons in resolution order: fixed bottom to top, then wild bottom to top.
fn resolution_order(card: &Card) -> Vec<Icon> {
    let mut v: Vec<Icon> = card.floors.iter().copied().filter(|i| matches!(i, Icon::Fixed(_))).collect();
    v.extend(card.floors.iter().copied().filter(|i| matches!(i, Icon::Wild)));
    v
}

fn in_supply(supply: &[u32; 4]) -> String {
    let v: Vec<&str> = COLOURS.iter().filter(|c| supply[c.index()] > 0).map(|c| c.name()).collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

/// Resolves the floor icons of `card` with the given picks (spec 4.2 step 2).
pub fn resolve_take(supply: [u32; 4], card: &Card, picks: &[Colour], slot: usize) -> Result<TakePlan, RuleError> {
    let mut supply = supply;
    let mut gained = [0u32; 4];
    let mut exhausted = false;
    let mut used = 0;
    for icon in resolution_order(card) {
        if let Icon::Fixed(c) = icon {
            if supply[c.index()] > 0 {
                supply[c.index()] -= 1;
                gained[c.index()] += 1;
                continue;
            }
        }
        // An open icon.
        if supply.iter().all(|&n| n == 0) {
            exhausted = true;
            continue;
        }
        let what = match icon {
            Icon::Fixed(c) => format!("the {c} icon ({c} is out of supply)"),
            Icon::Wild => "a wild icon".to_string(),
        };
        let Some(&pick) = picks.get(used) else {
            return Err(RuleError::new(format!(
                "A pick is missing: {what} of card {slot} needs a colour still in supply ({}), e.g. `take {slot} picks ...`.",
                in_supply(&supply)
            )));
        };
        if supply[pick.index()] == 0 {
            return Err(RuleError::new(format!(
                "You cannot pick {pick}: the supply has none; pick one of {}.",
                in_supply(&supply)
            )));
        }
        supply[pick.index()] -= 1;
        gained[pick.index()] += 1;
        used += 1;
        if matches!(icon, Icon::Fixed(_)) {
            exhausted = true;
        }
    }
    if used < picks.len() {
        return Err(RuleError::new(if used == 0 {
            format!("Card {slot} has no open icon, so it takes no picks: use `take {slot}`.")
        } else {
            format!("Too many picks: card {slot} has only {used} open icon(s) now.")
        }));
    }
    Ok(TakePlan { gained, supply, exhausted })
}

/// Every legal picks list for `card` (depth-first over the open icons).
pub fn pick_sequences(supply: [u32; 4], card: &Card) -> Vec<Vec<Colour>> {
    fn go(icons: &[Icon], supply: [u32; 4], picks: &mut Vec<Colour>, out: &mut Vec<Vec<Colour>>) {
        let Some((&icon, rest)) = icons.split_first() else {
            out.push(picks.clone());
            return;
        };
        let mut supply = supply;
        if let Icon::Fixed(c) = icon {
            if supply[c.index()] > 0 {
                supply[c.index()] -= 1;
                return go(rest, supply, picks, out);
            }
        }
        if supply.iter().all(|&n| n == 0) {
            return go(rest, supply, picks, out);
        }
        for c in COLOURS {
            if supply[c.index()] > 0 {
                let mut s = supply;
                s[c.index()] -= 1;
                picks.push(c);
                go(rest, s, picks, out);
                picks.pop();
            }
        }
    }
    let mut out = vec![];
    go(&resolution_order(card), supply, &mut vec![], &mut out);
    out
}

fn moved(before: u32, after: u32) -> String {
    format!("{before}→{after}")
}

fn advance(state: &mut State, seat: Seat, colour: Colour, spaces: u32) -> String {
    let end = data().track.end_column;
    let v = &mut state.players[seat].vehicles[colour.index()];
    let before = *v;
    *v = (*v + spaces).min(end);
    let lost = before + spaces - *v;
    let mut text = format!("{colour} vehicle {}", moved(before, *v));
    if lost > 0 {
        text.push_str(&format!(" ({lost} lost)"));
    }
    text
}

pub fn check_turn(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.over {
        return Err(RuleError::new("The game is over."));
    }
    if seat != state.current {
        return Err(RuleError::new("It is not your turn."));
    }
    Ok(())
}

pub fn play(state: &mut State, seat: Seat, mv: &Move) -> Result<Outcome, RuleError> {
    check_turn(state, seat)?;
    if let Some(p) = state.pending {
        if !matches!(mv, Move::Discard(_)) {
            return Err(RuleError::new(format!(
                "You hold more than 10 floors: first give back {} with `discard <colour>`, one floor at a time.",
                p.count
            )));
        }
    }
    let colour = state.players[seat].colour.clone();
    let (text, reveals, sites, slot) = match mv {
        Move::Take { slot, picks } => {
            let text = take(state, seat, *slot, picks)?;
            (text, true, vec![], Some(*slot - 1))
        }
        Move::Discard(counts) => (discard(state, seat, counts)?, false, vec![], None),
        Move::Build { site, colour, roof } => {
            let (text, sites) = build(state, seat, site, *colour, roof)?;
            (text, false, sites, None)
        }
        Move::Skip => {
            if state.action != ActionKind::Extra {
                return Err(RuleError::new("You can only skip an extra action; take a card or build."));
            }
            state.current = state.next_seat(seat);
            state.action = ActionKind::Main;
            ("declined the extra action".to_string(), false, vec![], None)
        }
    };
    state.moves += 1;
    let public = format!("{colour} {text}.");
    if let Move::Discard(counts) = mv {
        // Keep the Take's highlight, add the discard to its text.
        if let Some(last) = state.last.as_mut() {
            note_discard(last, counts);
        }
    } else {
        state.last = Some(LastMove { seat, text: mv.to_string(), sites, slot });
    }
    Ok(Outcome { public: Said::verbatim(public), private: vec![], reveals })
}

fn take(state: &mut State, seat: Seat, slot: usize, picks: &[Colour]) -> Result<String, RuleError> {
    let d = data();
    if !(1..=state.market.len()).contains(&slot) {
        return Err(RuleError::new("The market slot must be 1, 2 or 3."));
    }
    let card_index = state.market[slot - 1];
    let card = &d.cards[card_index];
    let plan = resolve_take(state.supply, card, picks, slot)?;
    // Validated: apply.
    let mut parts = vec![];
    let mut set_trigger = false;
    state.supply = plan.supply;
    for c in COLOURS {
        state.players[seat].hand[c.index()] += plan.gained[c.index()];
    }
    let gained = counts_list(&plan.gained);
    parts.push(format!(
        "took card {slot} ({}){}",
        card.text(),
        if gained.is_empty() { String::new() } else { format!(", gaining {}", gained.replace(',', ", ")) }
    ));
    if plan.exhausted && state.trigger.is_none() {
        state.trigger = Some(Trigger { kind: TriggerKind::Exhausted, seat });
        set_trigger = true;
        parts.push("a floor colour ran out: the end is triggered".into());
    }
    for &v in &card.vehicles {
        let t = advance(state, seat, v, 1);
        parts.push(t);
    }
    // Market.
    state.discard_pile.push(card_index);
    if state.deck.is_empty() {
        let mut pile = std::mem::take(&mut state.discard_pile);
        pile.shuffle(&mut state.rng);
        state.deck = pile;
        parts.push("the discard pile was reshuffled".into());
    }
    state.market[slot - 1] = state.deck.pop().expect("deck refilled");
    // Hand limit.
    let size = state.players[seat].hand_size();
    if size > d.hand_limit {
        let count = size - d.hand_limit;
        state.pending = Some(PendingDiscard { count, set_trigger });
        parts.push(format!("must discard {count}"));
    } else {
        parts.extend(after_action(state, seat, set_trigger));
    }
    Ok(parts.join("; "))
}

/// One step of the hand-limit discard: gives back some floors (one, as the
/// legal moves offer, or several at once as old move logs write it). The
/// player stays in the step, each step undoable, until they hold 10; then
/// the Take's after-action checks run.
fn discard(state: &mut State, seat: Seat, counts: &[u32; 4]) -> Result<String, RuleError> {
    let Some(pending) = state.pending else {
        return Err(RuleError::new("You have nothing to discard: you hold at most 10 floors."));
    };
    let total: u32 = counts.iter().sum();
    if total == 0 {
        return Err(RuleError::new("Name a floor to give back, e.g. `discard black`."));
    }
    if total > pending.count {
        return Err(RuleError::new(format!(
            "You need to give back only {} more floor(s) to get down to 10; you named {total}.",
            pending.count
        )));
    }
    let hand = state.players[seat].hand;
    for c in COLOURS {
        if counts[c.index()] > hand[c.index()] {
            return Err(RuleError::new(format!(
                "You hold only {} {c} floor(s), so you cannot discard {}.",
                hand[c.index()],
                counts[c.index()]
            )));
        }
    }
    for c in COLOURS {
        state.players[seat].hand[c.index()] -= counts[c.index()];
        state.supply[c.index()] += counts[c.index()];
    }
    let mut parts = vec![format!("discarded {}", counts_list(counts).replace(',', ", "))];
    let left = pending.count - total;
    if left > 0 {
        state.pending = Some(PendingDiscard { count: left, ..pending });
        parts.push(format!("must discard {left} more"));
    } else {
        state.pending = None;
        parts.extend(after_action(state, seat, pending.set_trigger));
    }
    Ok(parts.join("; "))
}

/// Adds a discard to the Take's highlight: one `discard <colours>` for the
/// whole hand-limit step, however many moves it took.
fn note_discard(last: &mut LastMove, counts: &[u32; 4]) {
    let (take, mut all) = match last.text.split_once("; discard ") {
        Some((take, list)) => match super::notation::parse(&format!("discard {list}")) {
            Ok(Move::Discard(earlier)) => (take.to_string(), earlier),
            _ => (take.to_string(), [0; 4]),
        },
        None => (last.text.clone(), [0; 4]),
    };
    for c in COLOURS {
        all[c.index()] += counts[c.index()];
    }
    last.text = format!("{take}; discard {}", counts_list(&all));
}

/// The cost of building `colour` at `site`, per colour.
pub fn build_cost(state: &State, site: usize, colour: Colour) -> [u32; 4] {
    let mut cost = [0u32; 4];
    cost[colour.index()] += 1;
    for t in state.neighbour_towers(site) {
        cost[state.towers[t].as_ref().expect("tower").colour.index()] += 1;
    }
    cost
}

/// "1 white + 1 grey": a per-colour count in words.
pub fn cost_text(cost: &[u32; 4]) -> String {
    COLOURS
        .iter()
        .filter(|c| cost[c.index()] > 0)
        .map(|c| format!("{} {}", cost[c.index()], c))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// Checks the six conditions of 4.3; returns (site, roof site, cost).
pub fn validate_build(
    state: &State,
    seat: Seat,
    site: &str,
    colour: Colour,
    roof: &str,
) -> Result<(usize, usize, [u32; 4]), RuleError> {
    let board = state.board_data();
    let player = &state.players[seat];
    if player.roofs == 0 {
        return Err(RuleError::new("You have no roofs left, so you cannot build; take a card."));
    }
    let Some(s) = board.index(site) else {
        return Err(RuleError::new(format!("There is no site {site} on this board (the {} side).", board.name)));
    };
    if state.towers[s].is_some() {
        return Err(RuleError::new(format!("{site} already holds a tower; build on an empty site next to a tower.")));
    }
    let neighbours = state.neighbour_towers(s);
    if neighbours.is_empty() {
        return Err(RuleError::new(format!("{site} has no neighbouring tower; build next to a standing tower.")));
    }
    let taken: Vec<Colour> = neighbours.iter().map(|&t| state.towers[t].as_ref().expect("tower").colour).collect();
    if taken.contains(&colour) {
        let free: Vec<&str> = COLOURS.iter().filter(|c| !taken.contains(c)).map(|c| c.name()).collect();
        return Err(RuleError::new(if free.is_empty() {
            format!("Nothing can be built on {site}: its neighbours show all four colours.")
        } else {
            format!("{site} is next to a {colour} tower; choose a colour no neighbour has ({}).", free.join(", "))
        }));
    }
    let cost = build_cost(state, s, colour);
    for c in COLOURS {
        if cost[c.index()] > player.hand[c.index()] {
            return Err(RuleError::new(format!(
                "A {colour} tower on {site} costs {}; you have only {} {c}.",
                cost_text(&cost),
                player.hand[c.index()]
            )));
        }
    }
    let roof_site = board.index(roof);
    match roof_site {
        Some(r) if r == s || neighbours.contains(&r) => Ok((s, r, cost)),
        _ => {
            let mut allowed = vec![board.sites[s].label.clone()];
            allowed.extend(neighbours.iter().map(|&t| board.sites[t].label.clone()));
            Err(RuleError::new(format!("The roof must go on a floor you just laid: one of {}.", allowed.join(", "))))
        }
    }
}

fn build(
    state: &mut State,
    seat: Seat,
    site: &str,
    colour: Colour,
    roof: &str,
) -> Result<(String, Vec<usize>), RuleError> {
    let (s, r, cost) = validate_build(state, seat, site, colour, roof)?;
    let board = state.board_data();
    for c in COLOURS {
        state.players[seat].hand[c.index()] -= cost[c.index()];
    }
    for t in state.neighbour_towers(s) {
        state.towers[t].as_mut().expect("tower").stack.push(Piece::Floor);
    }
    state.towers[s] = Some(Tower::new(colour));
    let tower = state.towers[r].as_mut().expect("roof tower");
    let height = tower.height();
    tower.stack.push(Piece::Roof { seat, level: height });
    let roof_colour = tower.colour;
    state.players[seat].roofs -= 1;
    let mut parts = vec![format!(
        "built a {colour} tower on {} with a roof on {} (height {height}); {}",
        board.sites[s].label,
        board.sites[r].label,
        advance(state, seat, roof_colour, height)
    )];
    let mut set_trigger = false;
    if state.players[seat].roofs == 0 && state.trigger.is_none() {
        state.trigger = Some(Trigger { kind: TriggerKind::LastRoof, seat });
        set_trigger = true;
        parts.push("last roof placed: the end is triggered".into());
    }
    parts.extend(after_action(state, seat, set_trigger));
    Ok((parts.join("; "), vec![s, r]))
}

/// The after-action checks (4.6): objectives, star columns, flow. Returns
/// notes for the outcome text.
fn after_action(state: &mut State, seat: Seat, set_trigger: bool) -> Vec<String> {
    let mut notes = vec![];
    for (who, name, chip) in objectives::claim(state, seat) {
        let c = &state.players[who].colour;
        notes.push(if who == seat {
            format!("claimed {chip} from {name}")
        } else {
            format!("{c} claimed {chip} from {name}")
        });
    }
    // Star columns.
    let track = &data().track;
    let player = &mut state.players[seat];
    let m = *player.vehicles.iter().min().expect("four vehicles");
    let new: Vec<u32> =
        track.star_columns.iter().copied().filter(|&c| c <= m && !player.used_stars.contains(&c)).collect();
    player.used_stars.extend(new.iter().copied());
    player.used_stars.sort_unstable();
    let extra = !new.is_empty() && state.trigger.is_none() && state.action != ActionKind::Final;
    // Flow.
    if set_trigger {
        let trigger = state.trigger.expect("trigger set");
        let mut queue = state.order_from(seat);
        queue.remove(0);
        if trigger.kind == TriggerKind::LastRoof {
            let total = scoring::freeze(state, seat);
            notes.push(format!("scored {total}"));
        } else {
            queue.push(seat);
        }
        state.final_queue = queue;
        advance_final(state);
    } else if state.action == ActionKind::Final {
        let total = scoring::freeze(state, seat);
        notes.push(format!("scored {total} (final)"));
        advance_final(state);
    } else if extra {
        state.action = ActionKind::Extra;
        notes.push("extra action".into());
    } else {
        state.current = state.next_seat(seat);
        state.action = ActionKind::Main;
    }
    notes
}

fn advance_final(state: &mut State) {
    if state.final_queue.is_empty() {
        state.over = true;
    } else {
        state.current = state.final_queue.remove(0);
        state.action = ActionKind::Final;
    }
}

/// Every legal move for `seat` now.
pub fn legal_moves(state: &State, seat: Seat) -> Vec<Move> {
    if check_turn(state, seat).is_err() {
        return vec![];
    }
    let d = data();
    let player = &state.players[seat];
    if state.pending.is_some() {
        // One floor at a time: one move per colour held.
        return COLOURS
            .iter()
            .filter(|c| player.hand[c.index()] > 0)
            .map(|c| {
                let mut counts = [0u32; 4];
                counts[c.index()] = 1;
                Move::Discard(counts)
            })
            .collect();
    }
    let mut out = vec![];
    for slot in 1..=state.market.len() {
        for picks in pick_sequences(state.supply, &d.cards[state.market[slot - 1]]) {
            out.push(Move::Take { slot, picks });
        }
    }
    if player.roofs > 0 {
        let board = state.board_data();
        for s in 0..board.sites.len() {
            if state.towers[s].is_some() {
                continue;
            }
            let neighbours = state.neighbour_towers(s);
            if neighbours.is_empty() {
                continue;
            }
            for colour in COLOURS {
                if neighbours.iter().any(|&t| state.towers[t].as_ref().expect("tower").colour == colour) {
                    continue;
                }
                let cost = build_cost(state, s, colour);
                if COLOURS.iter().any(|c| cost[c.index()] > player.hand[c.index()]) {
                    continue;
                }
                for r in std::iter::once(s).chain(neighbours.iter().copied()) {
                    out.push(Move::Build {
                        site: board.sites[s].label.clone(),
                        colour,
                        roof: board.sites[r].label.clone(),
                    });
                }
            }
        }
    }
    if state.action == ActionKind::Extra {
        out.push(Move::Skip);
    }
    out
}
