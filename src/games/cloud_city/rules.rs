//! Setup, the checks of sections 5.1-5.3, legal moves and play.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::data::{self, building_colour, colour_name, walkways_colour, MAX_SPAN, MAX_WALKWAYS_PER_BUILDING};
use super::notation::{Move, Source};
use super::state::{full_supply, interior, Cell, City, Drawn, Options, Sq, State, Step, Supply, Walkway};
use crate::games::{Outcome, RuleError, Seat};
use crate::said;
use crate::text::{Arg, Said};

/// The reason codes of the spec.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    NotYourTurn,
    WrongStep,
    TileNotInHand,
    BadRotation,
    BadCell,
    CellOccupied,
    NotAdjacent,
    ExceedsFootprint,
    BadSquare,
    SameSquare,
    NotABuilding,
    ColourMismatch,
    NotStraight,
    NoSuchLength,
    OverMissingTile,
    Blocked,
    Duplicate,
    BuildingFull,
    CrossesSameColour,
    SupplyExhausted,
    RowSlotEmpty,
    StackEmpty,
}

/// A refused move: its code (for tests) and the sentence shown to the mover.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub code: Code,
    pub msg: Said,
}

fn refuse<T>(code: Code, msg: Said) -> Result<T, Refusal> {
    Err(Refusal { code, msg })
}

impl From<Refusal> for RuleError {
    fn from(r: Refusal) -> RuleError {
        RuleError(r.msg)
    }
}

/// Notation (a square, a cell, a tile id) as an argument: the same in every language.
fn named(thing: impl std::fmt::Display) -> Arg {
    Arg::Verbatim(thing.to_string())
}

pub fn setup(options: &Options, seats: usize, seed: u64) -> Result<State, Said> {
    if !(2..=4).contains(&seats) {
        return Err(said!("cc-players", count = seats));
    }
    if options.long && seats > 3 {
        return Err(said!("cc-long-for-four"));
    }
    if options.requests > 2 {
        return Err(said!("cc-requests-count"));
    }
    let mode = options.mode();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Seat order (random, assumed): order[k] gets the start tile with k+1 birds.
    let mut order: Vec<Seat> = (0..seats).collect();
    order.shuffle(&mut rng);
    let mut cities = vec![City::default(); seats];
    for (k, &seat) in order.iter().enumerate() {
        cities[seat].tiles.push(super::state::Placed {
            tile: data::START_TILES[k].0.to_string(),
            cell: Cell { x: mode.centre, y: mode.centre },
            rotation: 0,
        });
    }
    let returned = data::START_TILES[seats..].iter().map(|t| t.0.to_string()).collect();
    // One shuffled face-down stack; the top is the last element.
    let mut stack: Vec<String> = data::REGULAR_TILES.iter().map(|t| t.0.to_string()).collect();
    stack.shuffle(&mut rng);
    let row = (0..data::ROW_SIZE).map(|_| stack.pop()).collect();
    let mut hands = vec![vec![]; seats];
    for &seat in &order {
        for _ in 0..data::HAND_SIZE {
            hands[seat].push(stack.pop().expect("enough tiles"));
        }
    }
    let mut requests = vec![];
    if options.requests > 0 {
        let mut ids: Vec<&str> = data::REQUESTS.iter().map(|r| r.id).collect();
        ids.shuffle(&mut rng);
        requests = ids[..options.requests as usize].iter().map(|s| s.to_string()).collect();
    }
    Ok(State {
        options: *options,
        order,
        cities,
        hands,
        seen_in_hands: vec![],
        row,
        stack,
        supply: full_supply(),
        requests,
        returned,
        round: 1,
        pos: 0,
        step: Step::Place,
        last_tile: None,
        turn_walkways: vec![],
        last_action: said!("cc-begun"),
        last_draw: None,
        rng,
    })
}

/// P3-P6: may a tile go into this cell of this city?
pub fn check_cell(city: &City, options: &Options, cell: Cell) -> Result<(), Refusal> {
    let mode = options.mode();
    let f = mode.frame;
    if cell.x >= f || cell.y >= f {
        let last = format!("{}{f}", (b'A' + f - 1) as char);
        return refuse(Code::BadCell, said!("cc-not-a-cell", cell = named(cell), last = last));
    }
    if city.tile_at(cell).is_some() {
        return refuse(Code::CellOccupied, said!("cc-cell-occupied", cell = named(cell)));
    }
    let touches = city.tiles.iter().any(|t| {
        let (dx, dy) = (t.cell.x.abs_diff(cell.x), t.cell.y.abs_diff(cell.y));
        dx + dy == 1
    });
    if !touches {
        return refuse(Code::NotAdjacent, said!("cc-not-adjacent", cell = named(cell)));
    }
    let b = city.bbox();
    let (x0, y0, x1, y1) = (b.0.min(cell.x), b.1.min(cell.y), b.2.max(cell.x), b.3.max(cell.y));
    let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
    let ok = if options.long { (w <= 4 && h <= 3) || (w <= 3 && h <= 4) } else { w <= 3 && h <= 3 };
    if !ok {
        let limit = if options.long { said!("cc-limit-long") } else { said!("cc-limit-short") };
        return refuse(
            Code::ExceedsFootprint,
            said!("cc-exceeds-footprint", cell = named(cell), wide = i64::from(w), tall = i64::from(h), limit = limit),
        );
    }
    Ok(())
}

/// Every cell where a tile may go now.
pub fn legal_cells(city: &City, options: &Options) -> Vec<Cell> {
    let f = options.mode().frame;
    let mut out = vec![];
    for y in 0..f {
        for x in 0..f {
            let c = Cell { x, y };
            if check_cell(city, options, c).is_ok() {
                out.push(c);
            }
        }
    }
    out
}

/// P1-P6.
pub fn check_place(state: &State, seat: Seat, tile: &str, cell: Cell, rotation: u16) -> Result<(), Refusal> {
    let hand = &state.hands[seat];
    if !hand.iter().any(|t| t == tile) {
        let tiles: Vec<Said> = hand.iter().map(Said::verbatim).collect();
        return refuse(Code::TileNotInHand, said!("cc-not-in-hand", tile = tile, tiles = tiles));
    }
    if !matches!(rotation, 0 | 90 | 180 | 270) {
        return refuse(Code::BadRotation, said!("cc-bad-rotation", rotation = i64::from(rotation)));
    }
    check_cell(&state.cities[seat], &state.options, cell)
}

/// W1-W12 on one city against a supply; returns the walkway it would build.
pub fn check_walkway(city: &City, options: &Options, supply: &Supply, p: Sq, q: Sq) -> Result<Walkway, Refusal> {
    let side = options.mode().frame * 2;
    for s in [p, q] {
        if s.x >= side || s.y >= side {
            let last = format!("{}{side}", (b'a' + side - 1) as char);
            return refuse(Code::BadSquare, said!("cc-not-a-square", square = named(s), last = last));
        }
    }
    if p == q {
        return refuse(Code::SameSquare, said!("cc-same-square", square = named(p)));
    }
    let map = city.map(options.mode().frame);
    let (kp, kq) = (map.get(p), map.get(q));
    for (s, k) in [(p, kp), (q, kq)] {
        if !matches!(k, Some(1..=3)) {
            let msg = if k.is_none() {
                said!("cc-no-tile-there", square = named(s))
            } else {
                said!("cc-open-square", square = named(s))
            };
            return refuse(Code::NotABuilding, msg);
        }
    }
    let (kp, kq) = (kp.unwrap_or(0), kq.unwrap_or(0));
    if kp != kq {
        return refuse(
            Code::ColourMismatch,
            said!(
                "cc-colour-mismatch",
                p = named(p),
                first = building_colour(kp),
                q = named(q),
                second = building_colour(kq)
            ),
        );
    }
    let k = kp;
    if p.x != q.x && p.y != q.y {
        return refuse(Code::NotStraight, said!("cc-not-straight", p = named(p), q = named(q)));
    }
    let span = (p.x.abs_diff(q.x) + p.y.abs_diff(q.y)) as usize;
    if span > MAX_SPAN {
        return refuse(
            Code::NoSuchLength,
            said!("cc-too-long", p = named(p), q = named(q), span = span, max = MAX_SPAN),
        );
    }
    let inner = interior(p, q);
    if let Some(s) = inner.iter().find(|&&s| map.get(s).is_none()) {
        return refuse(
            Code::OverMissingTile,
            said!("cc-over-missing-tile", p = named(p), q = named(q), square = named(s)),
        );
    }
    if let Some((s, h)) = inner.iter().map(|&s| (s, map.get(s).unwrap_or(0))).find(|&(_, h)| h >= k) {
        let (between, ends) = (building_colour(h), building_colour(k));
        let msg = if h == k {
            said!("cc-blocked-as-tall", between = between, square = named(s), ends = ends)
        } else {
            said!("cc-blocked-taller", between = between, square = named(s), ends = ends)
        };
        return refuse(Code::Blocked, msg);
    }
    let (a, b) = (p.min(q), p.max(q));
    if city.walkways.iter().any(|w| w.a == a && w.b == b) {
        return refuse(Code::Duplicate, said!("cc-duplicate", a = named(a), b = named(b)));
    }
    for s in [p, q] {
        if city.degree(s) >= MAX_WALKWAYS_PER_BUILDING {
            return refuse(
                Code::BuildingFull,
                said!("cc-building-full", square = named(s), most = MAX_WALKWAYS_PER_BUILDING),
            );
        }
    }
    for w in city.walkways.iter().filter(|w| w.colour == k) {
        let other = w.interior();
        if let Some(s) = inner.iter().find(|s| other.contains(s)) {
            return refuse(
                Code::CrossesSameColour,
                said!(
                    "cc-crosses",
                    p = named(p),
                    q = named(q),
                    colour = colour_name(k),
                    a = named(w.a),
                    b = named(w.b),
                    square = named(s)
                ),
            );
        }
    }
    if supply[k as usize - 1][span - 1] == 0 {
        return refuse(Code::SupplyExhausted, said!("cc-supply-exhausted", colour = walkways_colour(k), span = span));
    }
    Ok(Walkway { a, b, colour: k, span: span as u8, votes: data::WALKWAY_PIECES[span - 1].0 })
}

/// Every walkway the city may build now.
pub fn legal_walkways(city: &City, options: &Options, supply: &Supply) -> Vec<Walkway> {
    let b = city.map(options.mode().frame).buildings();
    let mut out = vec![];
    for i in 0..b.len() {
        for j in i + 1..b.len() {
            let (p, q) = (b[i].0, b[j].0);
            if b[i].1 == b[j].1 && (p.x == q.x || p.y == q.y) {
                if let Ok(w) = check_walkway(city, options, supply, p, q) {
                    out.push(w);
                }
            }
        }
    }
    out
}

fn sources(state: &State) -> Vec<Source> {
    let mut out: Vec<Source> =
        (0..state.row.len()).filter(|&i| state.row[i].is_some()).map(|i| Source::Row(i as u8)).collect();
    if !state.stack.is_empty() {
        out.push(Source::Stack);
    }
    out
}

pub fn legal_moves(state: &State, seat: Seat) -> Vec<Move> {
    if state.active() != Some(seat) {
        return vec![];
    }
    match state.step {
        Step::Place => {
            let cells = legal_cells(&state.cities[seat], &state.options);
            let mut out = vec![];
            for tile in &state.hands[seat] {
                for &cell in &cells {
                    for rotation in [0, 90, 180, 270] {
                        out.push(Move::Place { tile: tile.clone(), cell, rotation });
                    }
                }
            }
            out
        }
        Step::Walkways => {
            let mut out: Vec<Move> = legal_walkways(&state.cities[seat], &state.options, &state.supply)
                .into_iter()
                .map(|w| Move::Walkway { from: w.a, to: w.b })
                .collect();
            out.push(Move::Done);
            out
        }
        Step::Draw => sources(state).into_iter().map(Move::Draw).collect(),
        Step::Over => vec![],
    }
}

fn wrong_step(state: &State) -> Refusal {
    let msg = match state.step {
        // The example names one of the mover's own tiles (they alone see this).
        Step::Place => match legal_moves(state, state.order[state.pos]).first() {
            Some(example) => said!("cc-first-place-example", example = Arg::code(example.to_string())),
            None => said!("cc-first-place"),
        },
        Step::Walkways if state.last_round() => said!("cc-last-turn-walkways"),
        Step::Walkways => said!("cc-walkways-step"),
        Step::Draw => said!("cc-draw-step"),
        Step::Over => said!("cc-over"),
    };
    Refusal { code: Code::WrongStep, msg }
}

/// A move's clauses as one public clause list ("finished building; drew …").
fn clauses(parts: Vec<Said>) -> Said {
    said!("cc-clauses", clauses = Arg::Clauses(parts))
}

/// Validates and plays a move; on error the state is untouched.
pub fn play(state: &mut State, seat: Seat, mv: &Move) -> Result<Outcome, Refusal> {
    if state.step == Step::Over {
        return refuse(Code::NotYourTurn, said!("cc-not-your-turn-over"));
    }
    if state.active() != Some(seat) {
        return refuse(Code::NotYourTurn, said!("cc-not-your-turn"));
    }
    let who = state.colour_of(seat);
    let outcome = match (state.step, mv) {
        (Step::Place, Move::Place { tile, cell, rotation }) => {
            check_place(state, seat, tile, *cell, *rotation)?;
            state.hands[seat].retain(|t| t != tile);
            state.seen_in_hands.retain(|t| t != tile);
            let placed = super::state::Placed { tile: tile.clone(), cell: *cell, rotation: *rotation };
            let builds: Vec<Said> = placed
                .squares()
                .iter()
                .filter(|(_, v)| *v > 0)
                .map(|(s, v)| said!("cc-on", colour = building_colour(*v), square = named(s)))
                .collect();
            state.cities[seat].tiles.push(placed);
            state.last_tile = Some((seat, *cell));
            state.turn_walkways.clear();
            state.last_draw = None;
            state.step = Step::Walkways;
            let public = said!(
                "cc-placed",
                tile = tile,
                cell = named(cell),
                rotation = i64::from(*rotation),
                buildings = builds
            );
            Outcome { public, private: vec![], reveals: false }
        }
        (Step::Walkways, Move::Walkway { from, to }) => {
            let w = check_walkway(&state.cities[seat], &state.options, &state.supply, *from, *to)?;
            state.supply[w.colour as usize - 1][w.span as usize - 1] -= 1;
            state.cities[seat].walkways.push(w);
            state.turn_walkways.push(state.cities[seat].walkways.len() - 1);
            let public = said!(
                "cc-built-walkway",
                colour = colour_name(w.colour),
                a = named(w.a),
                b = named(w.b),
                span = i64::from(w.span),
                votes = i64::from(w.votes)
            );
            Outcome { public, private: vec![], reveals: false }
        }
        (Step::Walkways, Move::Done) => {
            let mut public = vec![said!("cc-finished")];
            let mut private = vec![];
            let mut reveals = false;
            if state.last_round() {
                advance(state);
            } else {
                let srcs = sources(state);
                match srcs.len() {
                    0 => {
                        public.push(said!("cc-nothing-to-draw"));
                        state.last_draw = Some(Drawn::Nothing);
                        advance(state);
                    }
                    1 => {
                        // Only one source: the draw is automatic (design).
                        let (drew, secret) = draw(state, seat, srcs[0]);
                        public.extend(drew);
                        private.extend(secret.map(|said| (seat, said)));
                        reveals = true;
                        advance(state);
                    }
                    _ => state.step = Step::Draw,
                }
            }
            if state.step == Step::Over {
                public.push(said!("cc-game-ends"));
            }
            Outcome { public: clauses(public), private, reveals }
        }
        (Step::Draw, Move::Draw(src)) => {
            match *src {
                Source::Row(i) if state.row.get(i as usize).is_none_or(|t| t.is_none()) => {
                    return refuse(Code::RowSlotEmpty, said!("cc-row-slot-empty", slot = named(src)));
                }
                Source::Stack if state.stack.is_empty() => {
                    return refuse(Code::StackEmpty, said!("cc-stack-empty"));
                }
                _ => {}
            }
            let (public, secret) = draw(state, seat, *src);
            advance(state);
            Outcome {
                public: clauses(public),
                private: secret.map(|said| (seat, said)).into_iter().collect(),
                reveals: true,
            }
        }
        _ => return Err(wrong_step(state)),
    };
    state.last_action = said!("cc-last", colour = who, what = outcome.public.clone());
    Ok(outcome)
}

/// Moves a tile from a source into the hand; returns the public clauses and
/// the mover's private words, if they learnt what others did not.
fn draw(state: &mut State, seat: Seat, src: Source) -> (Vec<Said>, Option<Said>) {
    match src {
        Source::Row(i) => {
            let tile = state.row[i as usize].take().expect("checked");
            state.row[i as usize] = state.stack.pop();
            state.hands[seat].push(tile.clone());
            state.seen_in_hands.push(tile.clone());
            state.last_draw = Some(Drawn::Row { slot: i, tile: tile.clone(), refill: state.row[i as usize].clone() });
            let refill = match &state.row[i as usize] {
                Some(next) => said!("cc-row-refilled", slot = named(src), tile = next),
                None => said!("cc-row-stays-empty", slot = named(src)),
            };
            // Everyone saw the tile taken: nothing private to tell.
            (vec![said!("cc-drew-row", tile = tile, slot = named(src)), refill], None)
        }
        Source::Stack => {
            let tile = state.stack.pop().expect("checked");
            state.hands[seat].push(tile.clone());
            state.last_draw = Some(Drawn::Stack);
            (vec![said!("cc-drew-stack")], Some(said!("cc-you-drew", tile = tile)))
        }
    }
}

fn advance(state: &mut State) {
    state.pos += 1;
    if state.pos >= state.order.len() {
        state.pos = 0;
        state.round += 1;
    }
    state.step = if state.round > state.mode().turns { Step::Over } else { Step::Place };
    if state.step == Step::Over {
        state.pos = 0;
        state.round = state.mode().turns;
    }
}
