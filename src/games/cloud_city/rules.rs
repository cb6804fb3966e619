//! Setup, the checks of sections 5.1-5.3, legal moves and play.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::data::{self, COLOUR_NAMES, MAX_SPAN, MAX_WALKWAYS_PER_BUILDING};
use super::notation::{Move, Source};
use super::state::{full_supply, interior, Cell, City, Options, Sq, State, Step, Supply, Walkway};
use crate::games::{Outcome, RuleError, Seat};
use crate::text::Said;

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
    pub msg: String,
}

fn refuse<T>(code: Code, msg: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal { code, msg: msg.into() })
}

impl From<Refusal> for RuleError {
    fn from(r: Refusal) -> RuleError {
        RuleError(Said::verbatim(r.msg))
    }
}

pub fn setup(options: &Options, seats: usize, seed: u64) -> Result<State, String> {
    if !(2..=4).contains(&seats) {
        return Err(format!("Cloud City is for 2 to 4 players, not {seats}."));
    }
    if options.long && seats > 3 {
        return Err("The 3x4 city allows 2-3 players; with 4 players play the 3x3 city (size=3x3).".into());
    }
    if options.requests > 2 {
        return Err("Choose 0, 1 or 2 special request cards.".into());
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
        last_action: "The game has begun.".into(),
        rng,
    })
}

/// P3-P6: may a tile go into this cell of this city?
pub fn check_cell(city: &City, options: &Options, cell: Cell) -> Result<(), Refusal> {
    let mode = options.mode();
    let f = mode.frame;
    if cell.x >= f || cell.y >= f {
        let last = (b'A' + f - 1) as char;
        return refuse(Code::BadCell, format!("{cell} is not a cell of your city; cells run A1 to {last}{f}."));
    }
    if city.tile_at(cell).is_some() {
        return refuse(Code::CellOccupied, format!("{cell} already holds a tile; choose an empty cell."));
    }
    let touches = city.tiles.iter().any(|t| {
        let (dx, dy) = (t.cell.x.abs_diff(cell.x), t.cell.y.abs_diff(cell.y));
        dx + dy == 1
    });
    if !touches {
        return refuse(
            Code::NotAdjacent,
            format!("{cell} must share a full side with one of your tiles (corners do not count)."),
        );
    }
    let b = city.bbox();
    let (x0, y0, x1, y1) = (b.0.min(cell.x), b.1.min(cell.y), b.2.max(cell.x), b.3.max(cell.y));
    let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
    let ok = if options.long { (w <= 4 && h <= 3) || (w <= 3 && h <= 4) } else { w <= 3 && h <= 3 };
    if !ok {
        let limit = if options.long { "3x3 or 3x4 (never 4 on both sides)" } else { "3x3" };
        return refuse(
            Code::ExceedsFootprint,
            format!("{cell} would make your city {w} wide and {h} tall; it may be at most {limit} tiles."),
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
        return refuse(Code::TileNotInHand, format!("{tile} is not in your hand; your tiles are {}.", hand.join(", ")));
    }
    if !matches!(rotation, 0 | 90 | 180 | 270) {
        return refuse(Code::BadRotation, format!("Rotation {rotation} is not allowed; use 0, 90, 180 or 270."));
    }
    check_cell(&state.cities[seat], &state.options, cell)
}

/// W1-W12 on one city against a supply; returns the walkway it would build.
pub fn check_walkway(city: &City, options: &Options, supply: &Supply, p: Sq, q: Sq) -> Result<Walkway, Refusal> {
    let side = options.mode().frame * 2;
    for s in [p, q] {
        if s.x >= side || s.y >= side {
            let last = (b'a' + side - 1) as char;
            return refuse(
                Code::BadSquare,
                format!("{s} is not a square of your city; squares run a1 to {last}{side}."),
            );
        }
    }
    if p == q {
        return refuse(Code::SameSquare, format!("A walkway needs two different squares, not {p} twice."));
    }
    let map = city.map(options.mode().frame);
    let (kp, kq) = (map.get(p), map.get(q));
    for (s, k) in [(p, kp), (q, kq)] {
        if !matches!(k, Some(1..=3)) {
            let what = if k.is_none() { "has no tile" } else { "is an open cloud square" };
            return refuse(Code::NotABuilding, format!("{s} {what}; a walkway joins two of your buildings."));
        }
    }
    let (kp, kq) = (kp.unwrap_or(0), kq.unwrap_or(0));
    if kp != kq {
        return refuse(
            Code::ColourMismatch,
            format!(
                "{p} is {} but {q} is {}; a walkway joins two buildings of the same colour.",
                COLOUR_NAMES[kp as usize], COLOUR_NAMES[kq as usize]
            ),
        );
    }
    let k = kp;
    if p.x != q.x && p.y != q.y {
        return refuse(
            Code::NotStraight,
            format!("{p} and {q} are not on one row or column; walkways run straight, never diagonally."),
        );
    }
    let span = (p.x.abs_diff(q.x) + p.y.abs_diff(q.y)) as usize;
    if span > MAX_SPAN {
        return refuse(
            Code::NoSuchLength,
            format!("{p}-{q} spans {span} squares; the longest walkway spans {MAX_SPAN}."),
        );
    }
    let inner = interior(p, q);
    if let Some(s) = inner.iter().find(|&&s| map.get(s).is_none()) {
        return refuse(Code::OverMissingTile, format!("{p}-{q} would pass over {s}, where there is no cloud tile."));
    }
    if let Some((s, h)) = inner.iter().map(|&s| (s, map.get(s).unwrap_or(0))).find(|&(_, h)| h >= k) {
        let how = if h == k { "as tall as" } else { "taller than" };
        return refuse(
            Code::Blocked,
            format!(
                "The {} building on {s} is {how} {}; only shorter buildings may stand between the ends.",
                COLOUR_NAMES[h as usize], COLOUR_NAMES[k as usize]
            ),
        );
    }
    let (a, b) = (p.min(q), p.max(q));
    if city.walkways.iter().any(|w| w.a == a && w.b == b) {
        return refuse(Code::Duplicate, format!("You already have a walkway {a}-{b}."));
    }
    for s in [p, q] {
        if city.degree(s) >= MAX_WALKWAYS_PER_BUILDING {
            return refuse(
                Code::BuildingFull,
                format!("The building on {s} already ends two walkways, the most it may."),
            );
        }
    }
    for w in city.walkways.iter().filter(|w| w.colour == k) {
        let other = w.interior();
        if let Some(s) = inner.iter().find(|s| other.contains(s)) {
            return refuse(
                Code::CrossesSameColour,
                format!(
                    "{p}-{q} would cross your {} walkway {}-{} on {s}; walkways of one colour may not cross.",
                    COLOUR_NAMES[k as usize], w.a, w.b
                ),
            );
        }
    }
    if supply[k as usize - 1][span - 1] == 0 {
        return refuse(
            Code::SupplyExhausted,
            format!(
                "No {} walkway of span {span} is left in the supply; try another length.",
                COLOUR_NAMES[k as usize]
            ),
        );
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
        Step::Place => {
            // The example names one of the mover's own tiles (they alone see this).
            let example = legal_moves(state, state.order[state.pos]).first().map(|m| format!(", e.g. `{m}`")).unwrap_or_default();
            format!("First place a tile from your hand: `place <tile> <cell> <rotation>`{example}.")
        }
        Step::Walkways if state.last_round() => {
            "This is your last turn, so there is no draw: build walkways with `walkway <square> <square>` or end with `done`.".to_string()
        }
        Step::Walkways => "You are building walkways: send `walkway <square> <square>`, or `done` to go on to the draw.".to_string(),
        Step::Draw => "Your turn ends with a draw: send `draw R1`, `draw R2`, `draw R3` or `draw stack`.".to_string(),
        Step::Over => "The game is over.".to_string(),
    };
    Refusal { code: Code::WrongStep, msg }
}

/// Validates and plays a move; on error the state is untouched.
pub fn play(state: &mut State, seat: Seat, mv: &Move) -> Result<Outcome, Refusal> {
    if state.step == Step::Over {
        return refuse(Code::NotYourTurn, "It is not your turn: the game is over.");
    }
    if state.active() != Some(seat) {
        return refuse(Code::NotYourTurn, "It is not your turn.");
    }
    let who = state.colour_of(seat);
    match (state.step, mv) {
        (Step::Place, Move::Place { tile, cell, rotation }) => {
            check_place(state, seat, tile, *cell, *rotation)?;
            state.hands[seat].retain(|t| t != tile);
            state.seen_in_hands.retain(|t| t != tile);
            let placed = super::state::Placed { tile: tile.clone(), cell: *cell, rotation: *rotation };
            let builds: Vec<String> = placed
                .squares()
                .iter()
                .filter(|(_, v)| *v > 0)
                .map(|(s, v)| format!("{} on {s}", COLOUR_NAMES[*v as usize]))
                .collect();
            state.cities[seat].tiles.push(placed);
            state.last_tile = Some((seat, *cell));
            state.turn_walkways.clear();
            state.step = Step::Walkways;
            let public = format!("{who} placed {tile} on {cell} at {rotation}°: {}.", builds.join(", "));
            state.last_action = public.clone();
            Ok(Outcome { public: Said::verbatim(public), private: vec![], reveals: false })
        }
        (Step::Walkways, Move::Walkway { from, to }) => {
            let w = check_walkway(&state.cities[seat], &state.options, &state.supply, *from, *to)?;
            state.supply[w.colour as usize - 1][w.span as usize - 1] -= 1;
            state.cities[seat].walkways.push(w);
            state.turn_walkways.push(state.cities[seat].walkways.len() - 1);
            let public = format!(
                "{who} built a {} walkway {}-{} (span {}, {} vote{}).",
                COLOUR_NAMES[w.colour as usize],
                w.a,
                w.b,
                w.span,
                w.votes,
                if w.votes == 1 { "" } else { "s" }
            );
            state.last_action = public.clone();
            Ok(Outcome { public: Said::verbatim(public), private: vec![], reveals: false })
        }
        (Step::Walkways, Move::Done) => {
            let mut public = format!("{who} finished building.");
            let mut private = vec![];
            let mut reveals = false;
            if state.last_round() {
                advance(state);
            } else {
                let srcs = sources(state);
                match srcs.len() {
                    0 => {
                        public.push_str(" There is no tile left to draw.");
                        advance(state);
                    }
                    1 => {
                        // Only one source: the draw is automatic (design).
                        let (p, q) = draw(state, seat, srcs[0]);
                        public.push(' ');
                        public.push_str(&p);
                        private.extend(q.map(|q| (seat, q)));
                        reveals = true;
                        advance(state);
                    }
                    _ => state.step = Step::Draw,
                }
            }
            if state.step == Step::Over {
                public.push_str(" The game is over.");
            }
            state.last_action = public.clone();
            Ok(Outcome { public: Said::verbatim(public), private: private.into_iter().map(|(s, p)| (s, Said::verbatim(p))).collect(), reveals })
        }
        (Step::Draw, Move::Draw(src)) => {
            match *src {
                Source::Row(i) if state.row.get(i as usize).is_none_or(|t| t.is_none()) => {
                    return refuse(Code::RowSlotEmpty, format!("{src} is empty; draw from another slot or the stack."));
                }
                Source::Stack if state.stack.is_empty() => {
                    return refuse(Code::StackEmpty, "The stack is empty; draw from the row.");
                }
                _ => {}
            }
            let (public, private) = draw(state, seat, *src);
            let public = format!("{who} {public}");
            advance(state);
            state.last_action = public.clone();
            Ok(Outcome { public: Said::verbatim(public), private: private.map(|p| (seat, Said::verbatim(p))).into_iter().collect(), reveals: true })
        }
        _ => Err(wrong_step(state)),
    }
}

/// Moves a tile from a source into the hand; returns the public text and
/// the mover's private one, if they learnt what others did not.
fn draw(state: &mut State, seat: Seat, src: Source) -> (String, Option<String>) {
    match src {
        Source::Row(i) => {
            let tile = state.row[i as usize].take().expect("checked");
            state.row[i as usize] = state.stack.pop();
            state.hands[seat].push(tile.clone());
            state.seen_in_hands.push(tile.clone());
            let refill = match &state.row[i as usize] {
                Some(t) => format!("{src} now shows {t}"),
                None => format!("{src} stays empty"),
            };
            // Everyone saw the tile taken: nothing private to tell.
            (format!("drew {tile} from {src}; {refill}."), None)
        }
        Source::Stack => {
            let tile = state.stack.pop().expect("checked");
            state.hands[seat].push(tile.clone());
            ("drew from the stack.".to_string(), Some(format!("You drew {tile} from the stack.")))
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
