//! How promising a position is for a seat, for computer players: the
//! provisional score plus a rough worth of what it has not yet cashed in.
//! The provisional score alone values funds, nests, room and the stops left
//! in a round at nothing, so a player guided by it never takes an
//! advertisement, never buys a nest or a lake for later and skips the blue
//! stops. Every extra term fades to nothing as the game ends, so at the end
//! the outlook is the final score. Rough weights (`Weights`); they only guide.

use std::cell::Cell;

use super::data::*;
use super::notation::Move;
use super::scoring;
use super::state::*;
use crate::games::Seat;

/// What the outlook counts beyond the score, in points: rough worths that
/// only guide: `Weights::SOLO` alone, found by `BOTS_PART=tune cargo
/// bench --bench bots` on the solo seeds 1000–1099, `Weights::TABLE` with
/// others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// A fund while the game is young (funds beyond `FUNDS_USEFUL` buy less).
    pub fund: f64,
    /// A stop still to come this round on a section space (a bird, an Employee walk).
    pub stop: f64,
    /// A blue stop still reachable this round (an advertisement or a special).
    pub blue_stop: f64,
    /// A free unit of room in an area.
    pub room: f64,
    /// A tree or lake's future boost.
    pub enlarged: f64,
    /// A small bird still waiting for its partner in its area.
    pub unpaired: f64,
    /// A pair that could sit on its area's nest but does not yet, as a share
    /// of the eggs it would lay there.
    pub pair_off_nest: f64,
    /// A bird taken from a chip, before the Employee walk decides where it goes.
    pub held: f64,
    /// Solo: the funds an advertisement still to come brings.
    pub ad_funds: f64,
    /// Event crossings a whole game gives.
    pub crossings: f64,
    /// Breeds a player lands on per round with 2-4 players.
    pub icon_breeds_per_round: f64,
    /// A milestone not yet achieved, as a share of the points one more
    /// brings, for each whole share of its condition met.
    pub milestone: f64,
}

impl Weights {
    /// With other seats at the table: rough worths set by hand and checked
    /// by the ladder (`BOTS_PART=ladder`).
    pub const TABLE: Weights = Weights {
        fund: 0.9,
        stop: 1.5,
        blue_stop: 1.5,
        room: 0.2,
        enlarged: 0.8,
        unpaired: 0.8,
        pair_off_nest: 0.85,
        held: 2.0,
        ad_funds: 4.0,
        crossings: 6.0,
        icon_breeds_per_round: 1.0,
        milestone: 0.0,
    };

    /// Solo: the table's, with milestones in progress counted (1.0: the
    /// guide's mean on seeds 1000–1049 114.3 against 113.1 without), then
    /// tuned there: `BOTS_PART=tune BOTS_TUNE_SEEDS=50 BOTS_TUNE_PASSES=1
    /// cargo bench --bench bots` from `milestone: 1.0` kept only `ad_funds`
    /// 4 → 6 (115.5).
    pub const SOLO: Weights = Weights { milestone: 1.0, ad_funds: 6.0, ..Weights::TABLE };

    /// The weights a game in `mode` is judged by.
    pub fn of(mode: Mode) -> Weights {
        match mode {
            Mode::Solo => Weights::SOLO,
            _ => Weights::TABLE,
        }
    }

    /// The weights by name, for tuning: (name, value) pairs in a fixed order.
    pub fn named(&self) -> [(&'static str, f64); 12] {
        [
            ("fund", self.fund),
            ("stop", self.stop),
            ("blue_stop", self.blue_stop),
            ("room", self.room),
            ("enlarged", self.enlarged),
            ("unpaired", self.unpaired),
            ("pair_off_nest", self.pair_off_nest),
            ("held", self.held),
            ("ad_funds", self.ad_funds),
            ("crossings", self.crossings),
            ("icon_breeds_per_round", self.icon_breeds_per_round),
            ("milestone", self.milestone),
        ]
    }

    /// These weights with the one named `name` set to `value`.
    pub fn with(mut self, name: &str, value: f64) -> Weights {
        let field = match name {
            "fund" => &mut self.fund,
            "stop" => &mut self.stop,
            "blue_stop" => &mut self.blue_stop,
            "room" => &mut self.room,
            "enlarged" => &mut self.enlarged,
            "unpaired" => &mut self.unpaired,
            "pair_off_nest" => &mut self.pair_off_nest,
            "held" => &mut self.held,
            "ad_funds" => &mut self.ad_funds,
            "crossings" => &mut self.crossings,
            "icon_breeds_per_round" => &mut self.icon_breeds_per_round,
            "milestone" => &mut self.milestone,
            _ => return self,
        };
        *field = value;
        self
    }
}

thread_local! {
    static WEIGHTS: Cell<Option<Weights>> = const { Cell::new(None) };
}

/// Runs `f` with the outlook judging by `weights` on this thread: for
/// tuning them (the bots bench); the table never calls it, so its players
/// always judge by `Weights::of` their game's mode.
pub fn with_weights<T>(weights: Weights, f: impl FnOnce() -> T) -> T {
    let before = WEIGHTS.with(|w| w.replace(Some(weights)));
    let result = f();
    WEIGHTS.with(|w| w.set(before));
    result
}

/// Funds beyond this buy little more (the track stops at 15).
const FUNDS_USEFUL: u8 = 10;

/// The seat's outlook: its score now plus what its position promises.
pub fn outlook(s: &State, seat: Seat) -> f64 {
    let score = scoring::breakdown(s, seat).total as f64;
    if s.phase == Phase::Over || seat >= s.players_n {
        return score;
    }
    let w = WEIGHTS.with(Cell::get).unwrap_or(Weights::of(s.mode));
    let p = &s.players[seat];
    let left = game_left(s, seat);
    // Funds and room matter while there is time to use them.
    let useful = (2.0 * left).min(1.0);
    let funds = p.funds.min(FUNDS_USEFUL) as f64 + 0.3 * p.funds.saturating_sub(FUNDS_USEFUL) as f64;
    let mut value = score + w.fund * useful * funds;
    value += w.fund * useful * w.crossings * left * p.event_income() as f64 * 0.5;
    for a in p.area_ids() {
        let ar = &p.areas[a];
        value += w.room * useful * ar.capacity().saturating_sub(ar.used()) as f64;
        if ar.tree || ar.lake {
            value += w.enlarged * useful;
        }
        let lone = (ar.count(Bird::Shi) as i64 - ar.count(Bird::Wwe) as i64).unsigned_abs() as f64;
        value += w.unpaired * useful * lone;
    }
    value += stops_left(s, seat, useful, &w);
    value += w.milestone * useful * milestones_to_come(s, seat);
    value += if let Some(t) = s.turn.as_ref().filter(|t| t.seat == seat) {
        // A bird in hand before the Employee walks will find a place; after
        // the walk its worth is where it goes (counting it then would make
        // holding on to a bird that fits nowhere look better than releasing it).
        let in_hand = t.held.is_some() || t.pick.is_some();
        if in_hand && !t.employee_moved {
            w.held
        } else {
            0.0
        }
    } else {
        0.0
    };
    value + eggs_to_come(s, seat, &w)
}

/// Moves that only undo or shuffle: a bird, tree or lake given back to
/// the Forest board or the cover (points and room lost; a relocation
/// through the Forest board costs 2 funds and rarely pays), a bird taken
/// off a nest (useful only to seat another pair between two Standby
/// breeds) or a bird seated with no partner in its area.
pub fn futile(s: &State, seat: Seat, mv: &Move) -> bool {
    if matches!(mv, Move::ForestBird(..) | Move::ForestTree(_) | Move::Refill(_)) {
        return true;
    }
    let Move::Nest(a, b, on) = *mv else { return false };
    let breed_coming = s.turn.as_ref().is_some_and(|t| t.seat == seat && t.breeds_left > 0);
    let Some(area) = s.players.get(seat).and_then(|p| p.areas.get(a)) else { return false };
    if on {
        area.count(b) < 2
    } else {
        !breed_coming
    }
}

/// The share of the game still to play for the seat, 1 at the start, 0 at the end.
fn game_left(s: &State, seat: Seat) -> f64 {
    let in_round = match s.tokens[seat] {
        Pos::Waiting(_) => 0.0,
        Pos::Track(n) => n as f64 / TRACK_LEN as f64,
        Pos::Done(_) => 1.0,
    };
    let played = if s.phase == Phase::Choosing { 0.0 } else { s.round as f64 - 1.0 + in_round };
    (1.0 - played / s.rounds as f64).clamp(0.0, 1.0)
}

/// What the stops still ahead in this round are worth (solo: and the
/// blue chips not used yet), `useful` being the worth of funds now.
fn stops_left(s: &State, seat: Seat, useful: f64, w: &Weights) -> f64 {
    if s.phase != Phase::Playing {
        return 0.0;
    }
    let here = match s.tokens[seat] {
        Pos::Waiting(_) => 0,
        Pos::Track(n) => n,
        Pos::Done(_) => return 0.0,
    };
    if s.mode == Mode::Standard {
        let free = (here + 1..=TRACK_LEN as u8).filter(|&n| !s.occupied(n)).count() as f64;
        return w.stop * free / s.players_n as f64;
    }
    let section = s.players[seat].section;
    let sections = 5u8.saturating_sub(section) as f64;
    // Blue space 4k is a legal stop while k is the highest section stopped in.
    let ahead = |b: u8| b > here && b / 4 >= section.max(1);
    if s.mode == Mode::Solo {
        // Each blue chip works once per game: one still face up is an
        // advertisement to come while it can be reached, this round or a
        // later one (stopping on it without using it wastes it).
        let later_round = s.round < s.rounds;
        let usable = |b: u8| !s.track[b as usize - 1].face_down && (ahead(b) || later_round);
        let chips = FIXED_BLUE.iter().filter(|&&b| usable(b)).count() as f64;
        return w.stop * sections + w.fund * useful * w.ad_funds * chips;
    }
    let blues = FIXED_BLUE.iter().filter(|&&b| ahead(b)).count() as f64;
    w.stop * sections + w.blue_stop * blues
}

/// The milestones on the grid the seat has not achieved yet, each counted
/// by the share of its condition met, in points of the next milestone.
fn milestones_to_come(s: &State, seat: Seat) -> f64 {
    let achieved = s.cubes_of(seat);
    if achieved >= MILESTONE_CUBES {
        return 0.0;
    }
    let next = (MILESTONE_VP[achieved + 1] - MILESTONE_VP[achieved]) as f64;
    let p = &s.players[seat];
    let shares: f64 = (0..s.grid.len())
        .filter(|&m| !s.cubes[m].contains(&seat))
        .map(|m| share_met(p, MILESTONES[s.grid[m] as usize].cond))
        .sum();
    next * shares
}

/// How much of a milestone's condition the player meets, 0 to 1.
fn share_met(p: &Player, cond: Cond) -> f64 {
    let birds = |req: &[(Bird, u8)], count: &dyn Fn(Bird) -> u8| {
        let need: u8 = req.iter().map(|(_, n)| n).sum();
        let have: u8 = req.iter().map(|&(b, n)| count(b).min(n)).sum();
        have as f64 / need.max(1) as f64
    };
    let share = |have: u8, need: u8| have.min(need) as f64 / need.max(1) as f64;
    match cond {
        Cond::AviaryBirds(req) => birds(req, &|b| p.count(b)),
        Cond::AreaBirds(req, specials) => p
            .area_ids()
            .map(|a| {
                let ar = &p.areas[a];
                let parts = req.len() as f64 + if specials > 0 { 1.0 } else { 0.0 };
                let of_birds = birds(req, &|b| ar.count(b)) * req.len() as f64;
                (of_birds + if specials > 0 { share(ar.specials(), specials) } else { 0.0 }) / parts
            })
            .fold(0.0, f64::max),
        Cond::Trees(n) => share(p.trees(), n),
        Cond::Lakes(n) => share(p.lakes(), n),
        Cond::Funds(n) => share(p.funds, n),
        Cond::EggMarker(n) => share(p.egg_marker, n),
        Cond::Specials(n) => share(p.specials(), n),
    }
}

/// What the eggs the seat's nests will still lay are worth: the breeds to
/// come are played on a copy of the player, pairs that could sit on a nest
/// counted a little lower than those already on it.
fn eggs_to_come(s: &State, seat: Seat, w: &Weights) -> f64 {
    let p = &s.players[seat];
    let breeds = breeds_left(s, seat, w);
    if breeds <= 0.0 {
        return 0.0;
    }
    // The printed egg points rise every third marker space; smoothed, so
    // that every egg to come is worth something and a pair on its nest is
    // always worth more than one beside it (no shuffling on and off).
    let egg_points = |q: &Player| q.egg_tokens().min(7) as f64 * (1.0 + q.egg_marker as f64 / 3.0);
    let mut on = p.clone();
    let mut all = p.clone();
    for a in p.area_ids() {
        let ar = &p.areas[a];
        let paired = ar.on_nest.len() == 2 && ar.on_nest[0] == ar.on_nest[1];
        if !ar.nest || paired {
            continue;
        }
        on.areas[a].on_nest.clear();
        // The best pair to seat: a type without an egg token first.
        let pair =
            REGULAR.iter().filter(|&&b| ar.count(b) >= 2).max_by_key(|b| (!p.nest_box[b.idx()], b.idx())).copied();
        all.areas[a].on_nest = pair.map(|b| vec![b, b]).unwrap_or_default();
    }
    let gain = |mut q: Player| {
        let before = egg_points(&q);
        let whole = breeds.floor() as usize;
        for _ in 0..whole {
            q.breed();
        }
        let mut after = egg_points(&q);
        let part = breeds - whole as f64;
        if part > 0.0 {
            let mut r = q.clone();
            r.breed();
            after += part * (egg_points(&r) - after);
        }
        after - before
    };
    let on_gain = gain(on);
    let all_gain = gain(all);
    on_gain + w.pair_off_nest * (all_gain - on_gain).max(0.0)
}

/// How many breeds the seat can still expect this game.
fn breeds_left(s: &State, seat: Seat, w: &Weights) -> f64 {
    let round = s.round.max(1) as usize;
    let done_this_round = matches!(s.tokens[seat], Pos::Done(_));
    let pending = s.turn.as_ref().filter(|t| t.seat == seat).map_or(0, |t| t.breeds_left) as f64;
    if s.mode == Mode::Solo {
        let later: u8 = SOLO_BREEDS.iter().skip(round).sum();
        let this = if done_this_round { 0 } else { SOLO_BREEDS[(round - 1).min(2)] };
        return (later + this) as f64 + pending;
    }
    let in_round = match s.tokens[seat] {
        Pos::Waiting(_) => 1.0,
        Pos::Track(n) => 1.0 - n as f64 / TRACK_LEN as f64,
        Pos::Done(_) => 0.0,
    };
    w.icon_breeds_per_round * ((s.rounds as usize).saturating_sub(round) as f64 + in_round)
}

#[cfg(test)]
mod tests {
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::games::sky_garden::{SkyGarden, SkyGardenOptions};
    use crate::games::{Game, Turn};

    /// A solo game after its Event card is chosen, round 1 about to begin.
    fn solo() -> State {
        let mut s = SkyGarden::setup(&SkyGardenOptions {}, 1, 5).unwrap();
        let card = SkyGarden::legal_moves(&s, 0)[0].clone();
        SkyGarden::play(&mut s, 0, &card).unwrap();
        s
    }

    #[test]
    fn once_the_game_is_over_the_outlook_is_the_final_score() {
        for (seats, seed) in [(1, 3), (2, 4)] {
            let mut s = SkyGarden::setup(&SkyGardenOptions {}, seats, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Turn::Seats(to_move) = SkyGarden::to_move(&s) {
                let mv = SkyGarden::legal_moves(&s, to_move[0]).choose(&mut rng).unwrap().clone();
                SkyGarden::play(&mut s, to_move[0], &mv).unwrap();
            }
            for seat in 0..seats {
                assert_eq!(outlook(&s, seat), scoring::breakdown(&s, seat).total as f64);
            }
        }
    }

    #[test]
    fn funds_are_worth_points_early_and_nothing_at_the_end() {
        let mut s = solo();
        let before = outlook(&s, 0);
        s.players[0].funds += 4;
        assert!(outlook(&s, 0) > before + 2.0, "four funds early in the game are worth a few points");
        // The last stop of the last round: funds can no longer buy much.
        s.round = s.rounds;
        s.tokens[0] = Pos::Track(19);
        let rich = outlook(&s, 0);
        s.players[0].funds -= 4;
        assert!(rich - outlook(&s, 0) < 0.5);
    }

    #[test]
    fn a_pair_on_a_nest_promises_eggs_and_a_pair_beside_it_a_little_less() {
        let mut s = solo();
        let nest = (0..6).find(|&a| s.players[0].areas[a].nest).expect("the setup card gives a nest");
        assert_eq!(eggs_to_come(&s, 0, &Weights::SOLO), 0.0, "an empty nest lays nothing");
        p_put_pair(&mut s, nest);
        let beside = eggs_to_come(&s, 0, &Weights::SOLO);
        s.players[0].areas[nest].on_nest = vec![Bird::Haw, Bird::Haw];
        let on = eggs_to_come(&s, 0, &Weights::SOLO);
        // Solo still has 4 Standby breeds to come: a token, then marker steps.
        assert!(on > beside && beside > 0.0, "on {on}, beside {beside}");
        // All breeds done: nothing more to come.
        s.round = s.rounds;
        s.tokens[0] = Pos::Done(0);
        assert_eq!(eggs_to_come(&s, 0, &Weights::SOLO), 0.0);
    }

    fn p_put_pair(s: &mut State, area: usize) {
        s.players[0].areas[area].birds[Bird::Haw.idx()] = 2;
    }

    #[test]
    fn a_blue_chip_left_face_up_is_worth_an_advertisement_to_come() {
        let mut s = solo();
        // Past the blue space 4 in round 1: its chip can still be used in round 2 or 3.
        s.players[0].section = 2;
        s.tokens[0] = Pos::Track(5);
        let kept = outlook(&s, 0);
        // Stopped on it without using it: face down, gone for the game.
        s.track[3].face_down = true;
        let wasted = outlook(&s, 0);
        assert!(kept - wasted > 2.0, "kept {kept}, wasted {wasted}");
        // In the last round a chip behind the token can no longer be reached.
        s.round = s.rounds;
        let behind = outlook(&s, 0);
        s.track[3].face_down = false;
        assert!((outlook(&s, 0) - behind).abs() < 1e-9);
    }

    #[test]
    fn a_milestone_nearer_its_condition_promises_more() {
        let mut s = solo();
        // M1 asks for three trees (MC1); no other tile counts trees.
        s.grid[0] = MILESTONES.iter().position(|m| m.id == "MC1").unwrap() as u8;
        let trees = |s: &mut State, n: usize| {
            for a in 0..6 {
                s.players[0].areas[a].tree = a < n;
                s.players[0].areas[a].lake = false;
            }
        };
        let judged = |s: &State| milestones_to_come(s, 0);
        trees(&mut s, 0);
        let none = judged(&s);
        trees(&mut s, 2);
        let two = judged(&s);
        trees(&mut s, 3);
        let met = judged(&s);
        assert!(none < two && two < met, "none {none}, two of three {two}, met {met}");
    }
}
