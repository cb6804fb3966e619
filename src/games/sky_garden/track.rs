//! The Main track: who moves next, token moves, sections, Standby, Lucy and
//! the Next Round Preparation (spec sections 5, 7.1, 8).

use super::chips::land;
use super::data::*;
use super::placement::*;
use super::setup::fill_round;
use super::state::*;
use crate::said;
use crate::text::Said;

fn pos_key(p: Pos) -> u8 {
    match p {
        Pos::Track(t) => t,
        _ => 0,
    }
}

/// Checks a `move <n>` for the token of `seat`.
pub fn check_move(s: &State, seat: usize, n: u8) -> R<()> {
    let here = pos_key(s.tokens[seat]);
    if n <= here {
        return fail(said!("sg-not-ahead", space = n as i64, here = here as i64));
    }
    if s.occupied(n) {
        let who = s.tokens.iter().position(|p| *p == Pos::Track(n)).unwrap();
        return fail(said!("sg-occupied", space = n as i64, colour = s.colour_words(who)));
    }
    if s.mode != Mode::Standard {
        let sec = s.players[seat].section;
        let ok = section_of(n) == Some(sec + 1) || ((1..=4).contains(&sec) && n == 4 * sec);
        if !ok {
            let next = sec + 1;
            let (section, from, to) = (format!("SEC{next}"), 4 * next as i64 - 3, 4 * next as i64 - 1);
            return fail(match (1..=4).contains(&sec) {
                true => said!("sg-section-or-blue", section = section, from = from, to = to, blue = 4 * sec as i64),
                false => said!("sg-section", section = section, from = from, to = to),
            });
        }
    }
    Ok(())
}

pub fn move_to(s: &mut State, seat: usize, n: u8) -> R<Said> {
    if s.turn.as_ref().unwrap().moved {
        return fail(said!("sg-token-moved"));
    }
    check_move(s, seat, n)?;
    s.tokens[seat] = Pos::Track(n);
    if let Some(sec) = section_of(n) {
        if s.mode != Mode::Standard {
            s.players[seat].section = sec;
        }
    }
    s.turn.as_mut().unwrap().moved = true;
    let what = land(s, seat, n);
    Ok(said!("sg-did-move", space = n as i64, then = what))
}

pub fn check_standby(s: &State, seat: usize) -> R<()> {
    if s.mode != Mode::Standard && s.players[seat].section < 5 {
        return fail(said!("sg-standby-early", section = format!("SEC{}", s.players[seat].section)));
    }
    Ok(())
}

pub fn move_standby(s: &mut State, seat: usize) -> R<Said> {
    if s.turn.as_ref().unwrap().moved {
        return fail(said!("sg-token-moved"));
    }
    check_standby(s, seat)?;
    let sb = s.lowest_free_standby(seat);
    s.tokens[seat] = Pos::Done(sb);
    let t = s.turn.as_mut().unwrap();
    t.moved = true;
    t.to_standby = true;
    let standby = format!("SB{}", sb + 1);
    if s.mode != Mode::Solo {
        return Ok(said!("sg-did-standby", standby = standby));
    }
    let n = SOLO_BREEDS[(s.round as usize - 1).min(2)];
    let laid = super::words::eggs(&s.players[seat].breed());
    s.turn.as_mut().unwrap().breeds_left = n - 1;
    Ok(said!("sg-did-standby-breed", standby = standby, eggs = laid, more = n as i64 - 1))
}

/// Moves Lucy once (she is farthest behind).
fn move_lucy(s: &mut State) -> Said {
    let l = s.lucy();
    let players_done = (0..s.players_n).all(|i| matches!(s.tokens[i], Pos::Done(_)));
    let here = pos_key(s.tokens[l]);
    let next = if players_done { None } else { (here + 1..=TRACK_LEN as u8).find(|&t| !s.occupied(t)) };
    match next {
        Some(t) => {
            s.tokens[l] = Pos::Track(t);
            said!("sg-lucy-moved", space = t as i64)
        }
        None => {
            let sb = s.lowest_free_standby(l);
            s.tokens[l] = Pos::Done(sb);
            said!("sg-lucy-standby", standby = format!("SB{}", sb + 1))
        }
    }
}

/// After a turn: Lucy moves, rounds end and the next player's turn begins.
/// Returns messages and whether chips were drawn from the bag.
pub fn advance(s: &mut State) -> (Vec<Said>, bool) {
    let mut msgs = vec![];
    let mut drew = false;
    loop {
        match s.farthest_behind() {
            None => {
                if s.round >= s.rounds {
                    s.phase = Phase::Over;
                    s.turn = None;
                    msgs.push(said!("sg-game-over"));
                    return (msgs, drew);
                }
                next_round(s);
                drew = true;
                msgs.push(said!("sg-round-begins", round = s.round as i64));
            }
            Some(t) if t >= s.players_n => msgs.push(move_lucy(s)),
            Some(seat) => {
                s.turn = Some(TurnState::new(seat));
                return (msgs, drew);
            }
        }
    }
}

pub fn next_round(s: &mut State) {
    // Slot birds become loose Forest birds.
    for slot in s.forest.slots.iter_mut() {
        if let Some((_, Some(b))) = slot {
            s.forest.loose[b.idx()] += 1;
        }
        *slot = None;
    }
    s.round += 1;
    fill_round(s, false);
    for p in s.tokens.iter_mut() {
        if let Pos::Done(sb) = *p {
            *p = Pos::Waiting(sb);
        }
    }
    for p in s.players.iter_mut() {
        p.section = 0;
    }
}
