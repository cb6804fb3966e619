//! The last turn on the board: what it changed, for the parts that mark it
//! (an outline or a glow), and the strip under the title that says in
//! words who played it and what they did, with the card they took.

use crate::games::tower_up::changes::{Action, TurnChanges};
use crate::games::tower_up::data::{data, COLOURS};
use crate::games::tower_up::rules::clauses;
use crate::games::tower_up::state::{State, TriggerKind};
use crate::games::Seat;
use crate::i18n::{said_in, Lang};
use crate::said;
use crate::text::{Arg, Said};
use crate::tr;

use super::board::{card_icons, card_icons_width, ICON_H};
use super::inline::{self, person};
use super::pieces::{change_ring, CHANGE};
use super::{BODY, GAP, INNER, MARGIN, SMALL, SMALL_LINE};
use crate::render::svg::{palette, Svg};

/// What the last turn changed, part by part.
#[derive(Debug, Default)]
pub struct Marks {
    /// Sites with a new tower, and towers that got a floor.
    pub built: Vec<usize>,
    pub raised: Vec<usize>,
    /// Roofs placed: (site, seat, level).
    pub roofs: Vec<(usize, Seat, u32)>,
    /// Market slots (0-based) refilled.
    pub slots: Vec<usize>,
    /// Floor colours whose supply changed.
    pub supply: [bool; 4],
    /// The mover, and which of their vehicles and held floors changed.
    pub mover: Option<Seat>,
    pub vehicles: [bool; 4],
    pub hand: [bool; 4],
    pub roofs_left: bool,
    /// Star columns the mover used for the first time.
    pub stars: Vec<u32>,
    /// Chips claimed: (seat, objective id).
    pub chips: Vec<(Seat, String)>,
}

impl Marks {
    pub fn of(s: &State) -> Marks {
        let Some(turn) = &s.turn else { return Marks::default() };
        let mut m = Marks { mover: Some(turn.seat), ..Marks::default() };
        for action in &turn.actions {
            match action {
                Action::Take { slot, .. } => m.slots.push(*slot),
                Action::Build { site, raised, roof, level, .. } => {
                    m.built.push(*site);
                    m.raised.extend(raised);
                    m.roofs.push((*roof, turn.seat, *level));
                }
                Action::Skip => {}
            }
        }
        let p = &s.players[turn.seat];
        for c in COLOURS {
            let k = c.index();
            m.supply[k] = s.supply[k] != turn.supply[k];
            m.vehicles[k] = p.vehicles[k] != turn.vehicles[k];
            m.hand[k] = p.hand[k] != turn.hand[k];
        }
        m.roofs_left = p.roofs != turn.roofs;
        m.stars = p.used_stars.iter().copied().filter(|c| !turn.stars.contains(c)).collect();
        for (seat, player) in s.players.iter().enumerate() {
            let before = turn.chips.get(seat).copied().unwrap_or(player.chips.len());
            m.chips.extend(player.chips.iter().skip(before).map(|(id, _)| (seat, id.clone())));
        }
        m
    }

    pub fn site_changed(&self, site: usize) -> bool {
        self.built.contains(&site) || self.raised.contains(&site)
    }

    pub fn roof_placed(&self, site: usize, seat: Seat, level: u32) -> bool {
        self.roofs.contains(&(site, seat, level))
    }

    pub fn chip_claimed(&self, seat: Seat, objective: &str) -> bool {
        self.chips.iter().any(|(s, id)| *s == seat && id == objective)
    }

    /// Whether `seat`'s part of the players' cards changed.
    pub fn mover_is(&self, seat: Seat) -> bool {
        self.mover == Some(seat)
    }
}

/// "2 black, 1 white": floors per colour in words.
fn floors_said(counts: &[u32; 4]) -> Said {
    let each: Vec<Said> =
        COLOURS.iter().filter(|c| counts[c.index()] > 0).map(|c| c.floors(counts[c.index()])).collect();
    said!("tu-items", items = each)
}

/// One line of the strip: its words, and the card it took, if any.
struct Row {
    card: Option<usize>,
    text: String,
}

fn rows(s: &State, turn: &TurnChanges, names: &[String], lang: Lang) -> Vec<Row> {
    let d = data();
    let board = s.board_data();
    let label = |site: usize| Said::verbatim(&board.sites[site].label);
    let mut rows = vec![];
    for action in &turn.actions {
        let row = match action {
            Action::Take { slot, card, gained, gave_back } => {
                let text = match gained.iter().sum::<u32>() {
                    0 => said!("tu-board-did-take-vehicles", slot = slot + 1),
                    _ => said!("tu-board-did-take", slot = slot + 1, floors = floors_said(gained)),
                };
                let mut parts = vec![text];
                if gave_back.iter().sum::<u32>() > 0 {
                    let limit = d.hand_limit as usize;
                    parts.push(said!("tu-board-did-give-back", floors = floors_said(gave_back), limit = limit));
                }
                Row { card: Some(*card), text: said_in(lang, &clauses(parts)) }
            }
            Action::Build { site, colour, raised, roof, level } => {
                let raised: Vec<Said> = raised.iter().map(|&r| label(r)).collect();
                let text = said!(
                    "tu-board-did-build",
                    colour = colour.said_as("tower-acc"),
                    site = label(*site),
                    raised = Arg::List(raised),
                    roof = label(*roof),
                    level = *level as usize,
                );
                Row { card: None, text: said_in(lang, &text) }
            }
            Action::Skip => Row { card: None, text: tr!(lang, "tu-board-did-skip") },
        };
        rows.push(row);
    }
    let p = &s.players[turn.seat];
    let moved: Vec<Said> = COLOURS
        .iter()
        .filter(|c| p.vehicles[c.index()] != turn.vehicles[c.index()])
        .map(|c| {
            said!(
                "tu-board-vehicle-move",
                colour = c.said(),
                from = turn.vehicles[c.index()] as usize,
                to = p.vehicles[c.index()] as usize
            )
        })
        .collect();
    if !moved.is_empty() {
        rows.push(Row { card: None, text: said_in(lang, &said!("tu-board-vehicles-moved", moves = Arg::List(moved))) });
    }
    let stars: Vec<String> = p.used_stars.iter().filter(|c| !turn.stars.contains(c)).map(|c| c.to_string()).collect();
    if !stars.is_empty() {
        rows.push(Row { card: None, text: tr!(lang, "tu-board-stars-reached", columns = stars.join(", ")) });
    }
    for (seat, player) in s.players.iter().enumerate() {
        let before = turn.chips.get(seat).copied().unwrap_or(player.chips.len());
        for (id, chip) in player.chips.iter().skip(before) {
            let objective = said_in(lang, &d.objective(id).name_said());
            let text =
                tr!(lang, "tu-board-claimed", player = person(names, seat, lang), chip = *chip, objective = objective);
            rows.push(Row { card: None, text });
        }
    }
    if let (None, Some(t)) = (turn.trigger, s.trigger) {
        let id = match t.kind {
            TriggerKind::LastRoof => tr!(lang, "tu-board-ended-last-roof"),
            TriggerKind::Exhausted => tr!(lang, "tu-board-ended-exhausted"),
        };
        rows.push(Row { card: None, text: id });
    }
    // A score freezes at the end of a final action, or at once with the last roof.
    let last_roof = matches!((turn.trigger, s.trigger), (None, Some(t)) if t.kind == TriggerKind::LastRoof);
    if let (Some(f), true) = (&p.final_score, turn.trigger.is_some() || last_roof) {
        rows.push(Row { card: None, text: tr!(lang, "tu-board-scored", points = f.total) });
    }
    rows
}

const PAD: f32 = 14.0;
const BULLET: f32 = 26.0;
/// What a taken card adds to its line's indent, beyond its icons.
const CARD_ROOM: f32 = 40.0;

/// The strip: "Last turn: ■ Bob", then a line per action and per thing it
/// set off. Returns the y below it (or `y` when nothing was played yet).
pub fn strip(svg: &mut Svg, s: &State, names: &[String], lang: Lang, y: f32) -> f32 {
    let Some(turn) = &s.turn else { return y };
    let rows = rows(s, turn, names, lang);
    let text_x = MARGIN + PAD + BULLET;
    let room = INNER - 2.0 * PAD - BULLET;
    // Lay out first: the frame goes under everything.
    let laid: Vec<(Option<usize>, f32, Vec<String>)> = rows
        .iter()
        .map(|row| {
            let card_w = row.card.map_or(0.0, |c| card_icons_width(c, lang) + CARD_ROOM);
            let lines = inline::wrap(&row.text, room - card_w, SMALL, false);
            let h = (lines.len() as f32 * SMALL_LINE).max(if row.card.is_some() { ICON_H + 16.0 } else { 0.0 });
            (row.card, h, lines)
        })
        .collect();
    let title_h = BODY + 20.0;
    let height = title_h + laid.iter().map(|(_, h, _)| h + 8.0).sum::<f32>() + PAD;
    svg.rect(MARGIN, y, INNER, height, "#fff8ee", CHANGE, 9.0);
    let title = tr!(lang, "tu-board-last-turn", player = person(names, turn.seat, lang));
    let title = inline::fit(&title, INNER - 2.0 * PAD, BODY, true);
    inline::line(svg, s, MARGIN + PAD, y + BODY + 10.0, BODY, &title, palette::INK, "start", true);
    let mut top = y + title_h;
    for (card, h, lines) in laid {
        let mut x = text_x;
        svg.text(MARGIN + PAD + 4.0, top + SMALL, SMALL, "•", palette::INK, "start", true);
        if let Some(card) = card {
            let w = card_icons_width(card, lang);
            change_ring(svg, x + 12.0, top + 4.0, w + 8.0, ICON_H + 4.0);
            svg.rect(x + 12.0, top + 4.0, w + 8.0, ICON_H + 4.0, "#ffffff", "#7d8590", 6.0);
            card_icons(svg, card, x + 16.0, top + 6.0, lang);
            x += w + CARD_ROOM;
        }
        for (k, l) in lines.iter().enumerate() {
            inline::line(svg, s, x, top + SMALL + k as f32 * SMALL_LINE, SMALL, l, palette::INK, "start", false);
        }
        top += h + 8.0;
    }
    y + height + GAP
}

/// The note on the end trigger: who set it off and why, and while the game
/// runs, who still has a final action.
pub fn trigger_note(s: &State, names: &[String], lang: Lang) -> Option<String> {
    let t = s.trigger?;
    let why = match t.kind {
        TriggerKind::LastRoof => tr!(lang, "tu-board-why-last-roof"),
        TriggerKind::Exhausted => tr!(lang, "tu-board-why-exhausted"),
    };
    let player = person(names, t.seat, lang);
    if s.over {
        return Some(tr!(lang, "tu-board-triggered", player = player, why = why));
    }
    let mut queue: Vec<String> = vec![];
    if s.action == crate::games::tower_up::state::ActionKind::Final {
        queue.push(person(names, s.current, lang));
    }
    queue.extend(s.final_queue.iter().map(|&seat| person(names, seat, lang)));
    Some(tr!(lang, "tu-board-trigger", player = player, why = why, queue = queue.join(", ")))
}
