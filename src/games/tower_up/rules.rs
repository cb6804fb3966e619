//! Actions: Take (4.2), Build (4.3), Discard (hand limit, a follow-up step of
//! Take), Skip (4.5), the after-action checks (4.6) and the end (5).

use rand::seq::SliceRandom;

use super::changes;
use super::data::{data, Card, Colour, Icon, COLOURS};
use super::notation::Move;
use super::objectives;
use super::scoring;
use super::state::{ActionKind, LastMove, PendingDiscard, Piece, State, Tower, Trigger, TriggerKind};
use crate::games::seat_words::seat_ref;
use crate::games::{Outcome, RuleError, Seat};
use crate::said;
use crate::text::{Arg, Said};

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

/// The colours still in supply, or "none".
fn in_supply(supply: &[u32; 4]) -> Said {
    let colours: Vec<Said> = COLOURS.iter().filter(|c| supply[c.index()] > 0).map(|c| c.said()).collect();
    or_none(colours)
}

/// `items` as a list, or "none" when there are none.
pub fn or_none(items: Vec<Said>) -> Said {
    if items.is_empty() {
        said!("tu-none")
    } else {
        said!("tu-items", items = items)
    }
}

/// The colours of a per-colour count, repeated, in colour order: "black, black, white".
pub fn floors_list(counts: &[u32; 4]) -> Vec<Said> {
    COLOURS.iter().flat_map(|c| std::iter::repeat_n(c.said(), counts[c.index()] as usize)).collect()
}

/// Clauses joined with semicolons, as one message (a move's outcome).
pub fn clauses(parts: Vec<Said>) -> Said {
    said!("tu-clauses", clauses = Arg::Clauses(parts))
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
            Icon::Fixed(c) => said!("tu-open-fixed", colour = c.said()),
            Icon::Wild => said!("tu-open-wild"),
        };
        let Some(&pick) = picks.get(used) else {
            return Err(said!("tu-pick-missing", what = what, slot = slot, supply = in_supply(&supply)).into());
        };
        if supply[pick.index()] == 0 {
            return Err(said!("tu-pick-not-in-supply", colour = pick.said(), supply = in_supply(&supply)).into());
        }
        supply[pick.index()] -= 1;
        gained[pick.index()] += 1;
        used += 1;
        if matches!(icon, Icon::Fixed(_)) {
            exhausted = true;
        }
    }
    if used < picks.len() {
        return Err(RuleError(if used == 0 {
            said!("tu-no-open-icons", slot = slot)
        } else {
            said!("tu-too-many-picks", slot = slot, count = used)
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

/// Moves a vehicle on; says how far ("white vehicle 2→3", with the spaces
/// lost at the end of the track).
fn advance(state: &mut State, seat: Seat, colour: Colour, spaces: u32) -> Said {
    let end = data().track.end_column;
    let v = &mut state.players[seat].vehicles[colour.index()];
    let before = *v;
    *v = (*v + spaces).min(end);
    let (from, to, lost) = (before as usize, *v as usize, (before + spaces - *v) as usize);
    if lost > 0 {
        said!("tu-vehicle-moved-lost", colour = colour.said(), from = from, to = to, lost = lost)
    } else {
        said!("tu-vehicle-moved", colour = colour.said(), from = from, to = to)
    }
}

pub fn check_turn(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.over {
        return Err(said!("tu-game-is-over").into());
    }
    if seat != state.current {
        return Err(said!("tu-not-your-turn").into());
    }
    Ok(())
}

pub fn play(state: &mut State, seat: Seat, mv: &Move) -> Result<Outcome, RuleError> {
    check_turn(state, seat)?;
    if let Some(p) = state.pending {
        if !matches!(mv, Move::Discard(_)) {
            return Err(said!("tu-discard-first", count = p.count as usize).into());
        }
    }
    let before = changes::before_move(state, seat, mv);
    let (said, reveals, sites, slot) = match mv {
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
                return Err(said!("tu-skip-only-extra").into());
            }
            state.current = state.next_seat(seat);
            state.action = ActionKind::Main;
            (clauses(vec![said!("tu-did-skip")]), false, vec![], None)
        }
    };
    state.moves += 1;
    if let Move::Discard(counts) = mv {
        // Keep the Take's highlight, add the discard to its text.
        if let Some(last) = state.last.as_mut() {
            note_discard(last, counts);
        }
    } else {
        state.last = Some(LastMove { seat, text: mv.to_string(), sites, slot });
    }
    changes::after_move(state, seat, mv, before);
    Ok(Outcome { public: said, private: vec![], reveals })
}

fn take(state: &mut State, seat: Seat, slot: usize, picks: &[Colour]) -> Result<Said, RuleError> {
    let d = data();
    if !(1..=state.market.len()).contains(&slot) {
        return Err(said!("tu-bad-market-slot").into());
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
    let gained = floors_list(&plan.gained);
    parts.push(if gained.is_empty() {
        said!("tu-did-take", slot = slot, card = card.said())
    } else {
        said!("tu-did-take-gaining", slot = slot, card = card.said(), gained = gained)
    });
    if plan.exhausted && state.trigger.is_none() {
        state.trigger = Some(Trigger { kind: TriggerKind::Exhausted, seat });
        set_trigger = true;
        parts.push(said!("tu-colour-ran-out"));
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
        parts.push(said!("tu-reshuffled"));
    }
    state.market[slot - 1] = state.deck.pop().expect("deck refilled");
    // Hand limit.
    let size = state.players[seat].hand_size();
    if size > d.hand_limit {
        let count = size - d.hand_limit;
        state.pending = Some(PendingDiscard { count, set_trigger });
        parts.push(said!("tu-must-discard", count = count as usize));
    } else {
        parts.extend(after_action(state, seat, set_trigger));
    }
    Ok(clauses(parts))
}

/// One step of the hand-limit discard: gives back some floors (one, as the
/// legal moves offer, or several at once as old move logs write it). The
/// player stays in the step, each step undoable, until they hold 10; then
/// the Take's after-action checks run.
fn discard(state: &mut State, seat: Seat, counts: &[u32; 4]) -> Result<Said, RuleError> {
    let Some(pending) = state.pending else {
        return Err(said!("tu-nothing-to-discard").into());
    };
    let total: u32 = counts.iter().sum();
    if total == 0 {
        return Err(said!("tu-name-a-floor").into());
    }
    if total > pending.count {
        return Err(said!("tu-discard-too-many", count = pending.count as usize, named = total as usize).into());
    }
    let hand = state.players[seat].hand;
    for c in COLOURS {
        if counts[c.index()] > hand[c.index()] {
            let (held, named) = (hand[c.index()] as usize, counts[c.index()] as usize);
            return Err(said!("tu-discard-not-held", colour = c.said_as("many"), held = held, named = named).into());
        }
    }
    for c in COLOURS {
        state.players[seat].hand[c.index()] -= counts[c.index()];
        state.supply[c.index()] += counts[c.index()];
    }
    let mut parts = vec![said!("tu-did-discard", count = total as usize, floors = floors_list(counts))];
    let left = pending.count - total;
    if left > 0 {
        state.pending = Some(PendingDiscard { count: left, ..pending });
        parts.push(said!("tu-must-discard-more", count = left as usize));
    } else {
        state.pending = None;
        parts.extend(after_action(state, seat, pending.set_trigger));
    }
    Ok(clauses(parts))
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
    last.text = format!("{take}; discard {}", super::notation::counts_list(&all));
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

/// "1 white + 1 grey": a per-colour count of floors in words.
pub fn cost_said(cost: &[u32; 4]) -> Said {
    let mut items = COLOURS.iter().filter(|c| cost[c.index()] > 0).map(|c| c.floors(cost[c.index()]));
    let first = items.next().unwrap_or_else(|| said!("tu-none"));
    items.fold(first, |sum, item| said!("tu-plus", sum = sum, item = item))
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
        return Err(said!("tu-no-roofs-left").into());
    }
    let Some(s) = board.index(site) else {
        return Err(said!("tu-no-such-site", site = site, board = board.said()).into());
    };
    if state.towers[s].is_some() {
        return Err(said!("tu-site-taken", site = site).into());
    }
    let neighbours = state.neighbour_towers(s);
    if neighbours.is_empty() {
        return Err(said!("tu-no-neighbour", site = site).into());
    }
    let taken: Vec<Colour> = neighbours.iter().map(|&t| state.towers[t].as_ref().expect("tower").colour).collect();
    if taken.contains(&colour) {
        let free: Vec<Said> = COLOURS.iter().filter(|c| !taken.contains(c)).map(|c| c.said()).collect();
        return Err(RuleError(if free.is_empty() {
            said!("tu-all-colours-around", site = site)
        } else {
            said!("tu-colour-beside", site = site, colour = colour.said_as("tower-ins"), free = free)
        }));
    }
    let cost = build_cost(state, s, colour);
    for c in COLOURS {
        if cost[c.index()] > player.hand[c.index()] {
            return Err(said!(
                "tu-cannot-afford",
                colour = colour.said_as("tower"),
                site = site,
                cost = cost_said(&cost),
                held = player.hand[c.index()] as usize,
                held_colour = c.said_as("many"),
            )
            .into());
        }
    }
    let roof_site = board.index(roof);
    match roof_site {
        Some(r) if r == s || neighbours.contains(&r) => Ok((s, r, cost)),
        _ => {
            let mut allowed = vec![board.sites[s].label.clone()];
            allowed.extend(neighbours.iter().map(|&t| board.sites[t].label.clone()));
            Err(said!("tu-roof-where", sites = allowed.join(", ")).into())
        }
    }
}

fn build(
    state: &mut State,
    seat: Seat,
    site: &str,
    colour: Colour,
    roof: &str,
) -> Result<(Said, Vec<usize>), RuleError> {
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
    let mut parts = vec![
        said!(
            "tu-did-build",
            colour = colour.said_as("tower-acc"),
            site = &board.sites[s].label,
            roof = &board.sites[r].label,
            height = height as usize,
        ),
        advance(state, seat, roof_colour, height),
    ];
    let mut set_trigger = false;
    if state.players[seat].roofs == 0 && state.trigger.is_none() {
        state.trigger = Some(Trigger { kind: TriggerKind::LastRoof, seat });
        set_trigger = true;
        parts.push(said!("tu-last-roof-placed"));
    }
    parts.extend(after_action(state, seat, set_trigger));
    Ok((clauses(parts), vec![s, r]))
}

/// The after-action checks (4.6): objectives, star columns, flow. Returns
/// notes for the outcome text.
fn after_action(state: &mut State, seat: Seat, set_trigger: bool) -> Vec<Said> {
    let mut notes = vec![];
    for (who, id, chip) in objectives::claim(state, seat) {
        let objective = data().objective(&id).name_said();
        let chip = chip as usize;
        notes.push(if who == seat {
            said!("tu-claimed", chip = chip, objective = objective)
        } else {
            let who = seat_ref(who, super::data::player_colour(&state.players[who].colour));
            said!("tu-other-claimed", who = who, chip = chip, objective = objective)
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
            notes.push(said!("tu-scored", total = total));
        } else {
            queue.push(seat);
        }
        state.final_queue = queue;
        advance_final(state);
    } else if state.action == ActionKind::Final {
        let total = scoring::freeze(state, seat);
        notes.push(said!("tu-scored-final", total = total));
        advance_final(state);
    } else if extra {
        state.action = ActionKind::Extra;
        notes.push(said!("tu-extra-action"));
    } else {
        state.current = state.next_seat(seat);
        state.action = ActionKind::Main;
    }
    if state.over {
        notes.push(said!("tu-game-ends"));
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
