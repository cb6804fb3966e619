//! Board images for Sky Garden: one shared board (Main track, Standby,
//! Forest board, birdcage, special cards, scores) plus one aviary image per
//! player, so that four players stay readable.

use crate::games::sky_garden::data::*;
use crate::games::sky_garden::state::*;
use crate::games::sky_garden::{scoring, step_text, SkyGarden};
use crate::games::Game;
use crate::render::svg::{palette, Svg};
use crate::render::Draw;

const SEAT_FILL: [&str; 4] = [palette::ORANGE, palette::BLUE, palette::GREEN, palette::PURPLE];
const LUCY_FILL: &str = "#9aa0a6";
const GREEN_CHIP: &str = "#c9ecd9";
const BLUE_CHIP: &str = "#cde4f5";
const ORANGE_CHIP: &str = "#fbe0b0";
const TREE: &str = "#2e7d32";
const LAKE: &str = "#bfe3f7";
const COVER: &str = "#e8e2d0";

fn token_fill(s: &State, t: usize) -> &'static str {
    if t >= s.players_n {
        LUCY_FILL
    } else {
        SEAT_FILL[t]
    }
}

fn token_letter(s: &State, t: usize) -> String {
    if t >= s.players_n {
        "L".into()
    } else {
        COLOURS[t][..1].to_ascii_uppercase()
    }
}

fn bird_fill(b: Bird) -> &'static str {
    match b {
        Bird::Shi => "#ffffff",
        Bird::Wwe => "#d9f0a3",
        Bird::Haw => "#c8a27a",
        Bird::Fla => "#f7b6c8",
        Bird::Tou => "#ffd966",
        Bird::Swa => "#e6eef5",
        _ => "#d7c4f0",
    }
}

fn token(svg: &mut Svg, s: &State, t: usize, x: f32, y: f32, r: f32) {
    svg.circle(x, y, r, token_fill(s, t), palette::INK);
    let fg = if t == 1 || t == 3 { "#ffffff" } else { palette::INK };
    svg.text(x, y + r * 0.4, r * 1.1, &token_letter(s, t), fg, "middle", true);
}

/// A small bird tile with its code (and a count if > 1).
fn bird_tile(svg: &mut Svg, x: f32, y: f32, b: Bird, n: u8) -> f32 {
    let label = if n > 1 { format!("{}×{}", b.code(), n) } else { b.code().to_string() };
    let w = 12.0 + 10.0 * label.chars().count() as f32;
    svg.rect(x, y, w, 24.0, bird_fill(b), palette::INK, 5.0);
    svg.text(x + w / 2.0, y + 17.0, 15.0, &label, palette::INK, "middle", true);
    w
}

fn name_of(s: &State, names: &[String], seat: usize) -> String {
    match names.get(seat) {
        Some(n) if !n.is_empty() => format!("{n} ({})", s.colour(seat)),
        _ => s.colour(seat).to_string(),
    }
}

/// Screen position of track space T1..T19 (top row left to right, down the
/// right side, bottom row right to left, up the left side).
fn space_xy(t: u8) -> (f32, f32) {
    let (x0, y0, dx, dy) = (30.0, 90.0, 118.0, 92.0);
    let i = t as i32;
    let (c, r) = match i {
        1..=7 => (i - 1, 0),
        8..=10 => (6, i - 7),
        11..=17 => (17 - i, 4),
        18 => (0, 3),
        _ => (0, 2),
    };
    (x0 + c as f32 * dx, y0 + r as f32 * dy)
}

fn draw_track(svg: &mut Svg, s: &State) {
    let active_space = s.turn.as_ref().and_then(|t| t.space);
    for t in 1..=TRACK_LEN as u8 {
        let (x, y) = space_xy(t);
        let sp = s.track[t as usize - 1];
        let fill = match sp.chip {
            Some(Chip::Green(_)) => GREEN_CHIP,
            Some(Chip::Blue(_)) if sp.face_down => "#e0e0e0",
            Some(Chip::Blue(_)) => BLUE_CHIP,
            Some(Chip::Orange(_)) => ORANGE_CHIP,
            None => "#ffffff",
        };
        let stroke = if active_space == Some(t) { palette::VERMILION } else { palette::INK };
        svg.rect(x, y, 108.0, 82.0, fill, stroke, 8.0);
        if active_space == Some(t) {
            svg.raw(&format!(
                r#"<rect x="{}" y="{}" width="112" height="86" rx="9" fill="none" stroke="{}" stroke-width="4"/>"#,
                x - 2.0,
                y - 2.0,
                palette::VERMILION
            ));
        }
        svg.text(x + 8.0, y + 22.0, 20.0, &t.to_string(), palette::INK, "start", true);
        if let Some((icon, min)) = TRACK_ICONS[t as usize - 1] {
            let letter = if icon == Icon::Breed { "B" } else { "S" };
            let active = s.icon_active(t).is_some();
            let label = if min >= 3 { format!("{letter}*") } else { letter.to_string() };
            svg.rect(
                x + 70.0,
                y + 5.0,
                32.0,
                22.0,
                if active { palette::YELLOW } else { "#f0f0f0" },
                palette::INK,
                4.0,
            );
            svg.text(
                x + 86.0,
                y + 22.0,
                16.0,
                &label,
                if active { palette::INK } else { palette::MUTED },
                "middle",
                true,
            );
        }
        if let Some(chip) = sp.chip {
            let label = match chip {
                Chip::Blue(_) if sp.face_down => "used".to_string(),
                Chip::Blue(_) => "ad/special".to_string(),
                c => c.birds(s.round).iter().map(|b| b.code()).collect::<Vec<_>>().join("/"),
            };
            svg.text(x + 8.0, y + 45.0, 14.0, &chip.id(), palette::MUTED, "start", false);
            svg.text(x + 54.0, y + 68.0, 15.0, &label, palette::INK, "middle", true);
        }
        for (tk, p) in s.tokens.iter().enumerate() {
            if *p == Pos::Track(t) {
                token(svg, s, tk, x + 92.0, y + 46.0, 13.0);
            }
        }
    }
    // Centre: round track and the advertisements.
    let (cx, cy) = (160.0, 215.0);
    svg.text(cx, cy, 18.0, "Round", palette::INK, "start", true);
    for r in 1..=s.rounds {
        let x = cx + 70.0 + (r as f32 - 1.0) * 40.0;
        let cur = r == s.round;
        svg.rect(x, cy - 20.0, 32.0, 28.0, if cur { palette::YELLOW } else { "#ffffff" }, palette::INK, 4.0);
        svg.text(x + 16.0, cy, 17.0, &r.to_string(), palette::INK, "middle", cur);
    }
    svg.text(
        cx + 250.0,
        cy,
        15.0,
        &format!("round chip: {}", orange_birds(s.round).iter().map(|b| b.code()).collect::<Vec<_>>().join("/")),
        palette::MUTED,
        "start",
        false,
    );
    svg.text(
        cx,
        cy + 36.0,
        16.0,
        "Ads (`ad ...`): small 2×min(SHI,WWE) ≤6 · forest HAW+trees ≤7",
        palette::INK,
        "start",
        false,
    );
    svg.text(cx, cy + 60.0, 16.0, "lakeside FLA+lakes ≤7 · rare 2×SWA×TOU ≤8", palette::INK, "start", false);
    svg.text(
        cx,
        cy + 90.0,
        15.0,
        "B = Breed, S = Special, * = 3-4 players only; yellow = active",
        palette::MUTED,
        "start",
        false,
    );
    if s.mode != Mode::Standard {
        svg.text(
            cx,
            cy + 114.0,
            15.0,
            "Sections: SEC1 1-3, SEC2 5-7, SEC3 9-11, SEC4 13-15, SEC5 17-19",
            palette::MUTED,
            "start",
            false,
        );
    }
    // Standby track.
    let (sx, sy) = (880.0, 90.0);
    svg.text(sx, sy - 12.0, 18.0, "Standby", palette::INK, "start", true);
    for sb in (0..4u8).rev() {
        let y = sy + (3 - sb) as f32 * 60.0;
        svg.rect(sx, y, 190.0, 52.0, "#ffffff", palette::INK, 6.0);
        svg.text(
            sx + 10.0,
            y + 22.0,
            16.0,
            &format!("SB{} {}", sb + 1, ["1st", "2nd", "3rd", "4th"][sb as usize]),
            palette::INK,
            "start",
            true,
        );
        let state = s.tokens.iter().find_map(|p| match p {
            Pos::Waiting(x) if *x == sb => Some(" · waiting"),
            Pos::Done(x) if *x == sb => Some(" · done"),
            _ => None,
        });
        svg.text(
            sx + 10.0,
            y + 43.0,
            14.0,
            &format!("{} VP at end{}", STANDBY_VP[sb as usize], state.unwrap_or("")),
            palette::MUTED,
            "start",
            false,
        );
        let mut k = 0.0;
        for (tk, p) in s.tokens.iter().enumerate() {
            let (hit, done) = match p {
                Pos::Waiting(x) => (*x == sb, false),
                Pos::Done(x) => (*x == sb, true),
                _ => (false, false),
            };
            if hit {
                token(svg, s, tk, sx + 172.0 + k, y + 26.0, 14.0);
                let _ = done;
                k -= 32.0;
            }
        }
    }
    svg.text(sx, sy + 256.0, 14.0, "lower space moves first", palette::MUTED, "start", false);
}

fn draw_forest(svg: &mut Svg, s: &State, x: f32, y: f32) {
    svg.rect(x, y, 300.0, 300.0, "#eef6ea", palette::INK, 8.0);
    svg.text(x + 12.0, y + 26.0, 18.0, "Forest board", palette::INK, "start", true);
    for (i, slot) in s.forest.slots.iter().enumerate() {
        let yy = y + 42.0 + i as f32 * 40.0;
        svg.text(x + 12.0, yy + 18.0, 16.0, &format!("F{}", i + 1), palette::INK, "start", true);
        match slot {
            Some((chip, bird)) => {
                svg.text(x + 46.0, yy + 18.0, 15.0, &chip.id(), palette::MUTED, "start", false);
                match bird {
                    Some(b) => {
                        bird_tile(svg, x + 96.0, yy, *b, 1);
                    }
                    None => {
                        svg.text(x + 96.0, yy + 18.0, 15.0, "(taken)", palette::MUTED, "start", false);
                    }
                }
            }
            None => {
                svg.text(x + 46.0, yy + 18.0, 15.0, "empty", palette::MUTED, "start", false);
            }
        }
    }
    svg.text(x + 12.0, y + 146.0, 15.0, "Loose birds (2 funds):", palette::INK, "start", false);
    let (mut bx, mut by) = (x + 12.0, y + 156.0);
    let mut any = false;
    for b in ALL_BIRDS {
        let n = s.forest.loose[b.idx()];
        if n > 0 {
            any = true;
            if bx > x + 220.0 {
                bx = x + 12.0;
                by += 30.0;
            }
            bx += bird_tile(svg, bx, by, b, n) + 6.0;
        }
    }
    if !any {
        svg.text(x + 12.0, by + 18.0, 15.0, "none", palette::MUTED, "start", false);
    }
    svg.text(
        x + 12.0,
        y + 250.0,
        16.0,
        &format!("Trees: {}   Nests: {}", s.forest.trees, s.forest.nests),
        palette::INK,
        "start",
        true,
    );
    svg.text(x + 12.0, y + 276.0, 15.0, &format!("Bag: {} chips", s.bag.len()), palette::MUTED, "start", false);
}

fn draw_birdcage(svg: &mut Svg, s: &State, x: f32, y: f32) {
    svg.text(x, y - 10.0, 18.0, "Birdcage (`milestone M#`)", palette::INK, "start", true);
    let (lw, cw, ch) = (150.0, 196.0, 96.0);
    for r in 0..3 {
        let li = r;
        let early = if s.mode != Mode::Solo && s.early[li] || s.mode == Mode::Solo { EARLY[li] } else { None };
        let yy = y + r as f32 * (ch + 6.0);
        svg.rect(x, yy, lw - 8.0, ch, "#ffffff", palette::LINE, 6.0);
        svg.text(x + 8.0, yy + 22.0, 15.0, LINE_NAMES[li], palette::INK, "start", true);
        svg.text(x + 8.0, yy + 44.0, 14.0, &PRINTED[li].text(), palette::INK, "start", false);
        if let Some(e) = early {
            svg.rect(x + 4.0, yy + 54.0, lw - 16.0, 36.0, palette::YELLOW, palette::INK, 4.0);
            svg.text(x + 10.0, yy + 77.0, 14.0, &format!("EB{}: {}", li + 1, e.text()), palette::INK, "start", true);
        }
        for c in 0..3 {
            let m = r * 3 + c;
            let xx = x + lw + c as f32 * (cw + 6.0);
            let tile = &MILESTONES[s.grid[m] as usize];
            svg.rect(xx, yy, cw, ch, "#fffdf5", palette::INK, 6.0);
            svg.text(xx + 8.0, yy + 22.0, 16.0, &format!("M{} {}", m + 1, tile.id), palette::INK, "start", true);
            svg.text(xx + 8.0, yy + 44.0, 14.0, tile.text, palette::INK, "start", false);
            for (k, seat) in s.cubes[m].iter().enumerate() {
                let cx = xx + 8.0 + k as f32 * 30.0;
                svg.rect(cx, yy + 58.0, 26.0, 26.0, SEAT_FILL[*seat], palette::INK, 3.0);
                let fg = if *seat == 1 || *seat == 3 { "#ffffff" } else { palette::INK };
                svg.text(cx + 13.0, yy + 77.0, 15.0, &token_letter(s, *seat), fg, "middle", true);
            }
        }
    }
    let yy = y + 3.0 * (ch + 6.0);
    for c in 0..3 {
        let li = 3 + c;
        let xx = x + lw + c as f32 * (cw + 6.0);
        svg.rect(xx, yy, cw, 62.0, "#ffffff", palette::LINE, 6.0);
        svg.text(
            xx + 8.0,
            yy + 20.0,
            15.0,
            &format!("{}: {}", LINE_NAMES[li], PRINTED[li].text()),
            palette::INK,
            "start",
            true,
        );
        let early =
            if (s.mode == Mode::Solo || (li < 5 && s.early[li])) && EARLY[li].is_some() { EARLY[li] } else { None };
        if let Some(e) = early {
            svg.rect(xx + 4.0, yy + 28.0, cw - 8.0, 28.0, palette::YELLOW, palette::INK, 4.0);
            svg.text(xx + 10.0, yy + 48.0, 14.0, &format!("EB{}: {}", li + 1, e.text()), palette::INK, "start", true);
        }
    }
    let yb = yy + 90.0;
    svg.text(x, yb, 16.0, "Bonus birds:", palette::INK, "start", true);
    let mut bx = x + 110.0;
    let mut any = false;
    for b in REGULAR {
        if s.bonus_birds[b.idx()] {
            any = true;
            bx += bird_tile(svg, bx, yb - 18.0, b, 1) + 6.0;
        }
    }
    if !any {
        svg.text(bx, yb, 15.0, "none left", palette::MUTED, "start", false);
    }
}

fn draw_specials(svg: &mut Svg, s: &State, x: f32, y: f32) {
    svg.text(x, y - 10.0, 18.0, "Special bird cards (`special <bird> <area>`)", palette::INK, "start", true);
    for (i, c) in SPECIAL_CARDS.iter().enumerate() {
        let yy = y + i as f32 * 70.0;
        svg.rect(x, yy, 520.0, 62.0, bird_fill(c.bird), palette::INK, 6.0);
        svg.text(
            x + 10.0,
            yy + 24.0,
            16.0,
            &format!("{} {} {}", c.id, c.bird.code(), c.bird.name()),
            palette::INK,
            "start",
            true,
        );
        svg.text(x + 510.0, yy + 24.0, 16.0, &format!("{} left", s.specials[i]), palette::INK, "end", true);
        svg.text(
            x + 10.0,
            yy + 48.0,
            14.0,
            &format!("cost {} · size {} · {} VP {}", c.cost, c.bird.size(), c.vp, c.ability),
            palette::INK,
            "start",
            false,
        );
    }
}

fn draw_scores(svg: &mut Svg, s: &State, names: &[String], x: f32, y: f32) {
    let over = s.phase == Phase::Over;
    svg.text(x, y, 18.0, if over { "Final scores" } else { "Scores so far" }, palette::INK, "start", true);
    let winners = SkyGarden::winners(s);
    for i in 0..s.players_n {
        let b = scoring::breakdown(s, i);
        let yy = y + 12.0 + i as f32 * 50.0;
        let active = s.turn.as_ref().map(|t| t.seat) == Some(i);
        svg.rect(x, yy, 520.0, 44.0, if active { palette::YELLOW } else { "#ffffff" }, palette::INK, 6.0);
        token(svg, s, i, x + 22.0, yy + 22.0, 14.0);
        let crown = if winners.contains(&i) { " ★ winner" } else { "" };
        svg.text(
            x + 44.0,
            yy + 20.0,
            16.0,
            &format!("{} {}{}", name_of(s, names, i), b.total, crown),
            palette::INK,
            "start",
            true,
        );
        svg.text(
            x + 44.0,
            yy + 38.0,
            13.5,
            &format!(
                "birds {} eggs {} milestones {} event {} standby {} AX {}",
                b.birds, b.eggs, b.milestones, b.event, b.standby, b.extra
            ),
            palette::INK,
            "start",
            false,
        );
    }
    if s.mode == Mode::Solo {
        let b = scoring::breakdown(s, 0);
        let yy = y + 80.0;
        let verdict = if b.total >= SOLO_EXCELLENT {
            "excellent"
        } else if b.total >= SOLO_GOOD {
            "good"
        } else {
            "below target"
        };
        svg.text(
            x,
            yy,
            15.0,
            &format!("Solo: {} VP vs targets 130 (good) / 150 (excellent): {verdict}", b.total),
            palette::INK,
            "start",
            true,
        );
    }
}

fn header(s: &State, names: &[String]) -> String {
    match s.phase {
        Phase::Choosing => {
            let w: Vec<String> =
                (0..s.players_n).filter(|&i| s.players[i].event.is_none()).map(|i| name_of(s, names, i)).collect();
            format!("Sky Garden · secret Event choice (`choose E#`) · waiting for {} player(s)", w.len())
        }
        Phase::Playing => {
            let t = s.turn.as_ref().unwrap();
            format!(
                "Sky Garden · round {}/{} · {} to act: {}",
                s.round,
                s.rounds,
                name_of(s, names, t.seat),
                step_text(s)
            )
        }
        Phase::Over => "Sky Garden · game over".to_string(),
    }
}

fn shared_board(s: &State, names: &[String]) -> String {
    let (w, h) = (1420u32, 1000u32);
    let mut svg = Svg::new(w, h);
    svg.text(30.0, 36.0, 22.0, &header(s, names), palette::INK, "start", true);
    if let Some(last) = s.log.last() {
        let mut l = last.clone();
        if l.chars().count() > 150 {
            l = l.chars().take(147).collect::<String>() + "...";
        }
        svg.rect(26.0, 46.0, 1370.0, 28.0, palette::YELLOW, palette::LINE, 4.0);
        svg.text(34.0, 66.0, 15.0, &format!("Last: {l}"), palette::INK, "start", false);
    }
    draw_track(&mut svg, s);
    draw_forest(&mut svg, s, 1095.0, 90.0);
    draw_birdcage(&mut svg, s, 30.0, 590.0);
    draw_specials(&mut svg, s, 880.0, 590.0);
    draw_scores(&mut svg, s, names, 880.0, 830.0);
    svg.finish()
}

fn draw_area(svg: &mut Svg, p: &Player, a: usize, x: f32, y: f32, w: f32, h: f32, adjacent: bool) {
    let ar = &p.areas[a];
    let fill = if ar.lake {
        LAKE
    } else if EVENT_AREAS.contains(&a) {
        "#fff6e0"
    } else {
        "#ffffff"
    };
    svg.rect(x, y, w, h, fill, if adjacent { palette::VERMILION } else { palette::INK }, 8.0);
    if adjacent {
        svg.raw(&format!(
            r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="none" stroke="{}" stroke-width="4"/>"#,
            palette::VERMILION
        ));
    }
    let title = if EVENT_AREAS.contains(&a) { format!("{} (Event)", AREA_NAMES[a]) } else { AREA_NAMES[a].to_string() };
    svg.text(x + 10.0, y + 24.0, 20.0, &title, palette::INK, "start", true);
    let full = ar.used() >= ar.capacity();
    svg.text(
        x + w - 10.0,
        y + 24.0,
        18.0,
        &format!("{}/{}", ar.used(), ar.capacity()),
        if full { palette::VERMILION } else { palette::INK },
        "end",
        true,
    );
    // Element line.
    let elem = if ar.tree {
        "tree"
    } else if ar.lake {
        "lake (open)"
    } else {
        "lake covered"
    };
    let ecol = if ar.tree {
        TREE
    } else if ar.lake {
        palette::BLUE
    } else {
        "#8a7f63"
    };
    if ar.tree {
        svg.raw(&format!(
            r#"<polygon points="{},{} {},{} {},{}" fill="{TREE}" stroke="{}"/>"#,
            x + 12.0,
            y + 52.0,
            x + 32.0,
            y + 52.0,
            x + 22.0,
            y + 34.0,
            palette::INK
        ));
    } else {
        svg.rect(x + 12.0, y + 36.0, 20.0, 16.0, if ar.lake { palette::SKY } else { COVER }, palette::INK, 8.0);
    }
    svg.text(x + 40.0, y + 50.0, 15.0, elem, ecol, "start", true);
    // Nest.
    if ar.nest {
        let on = if ar.on_nest.is_empty() {
            "empty".to_string()
        } else {
            ar.on_nest.iter().map(|b| b.code()).collect::<Vec<_>>().join(" ")
        };
        let pair = ar.on_nest.len() == 2;
        svg.rect(x + 10.0, y + 62.0, 170.0, 24.0, if pair { "#fff1a8" } else { "#f3ead8" }, palette::INK, 12.0);
        svg.text(
            x + 18.0,
            y + 79.0,
            14.0,
            &format!("nest: {on}{}", if pair { " (pair)" } else { "" }),
            palette::INK,
            "start",
            true,
        );
    }
    // Birds.
    let (mut bx, mut by) = (x + 10.0, y + 96.0);
    for b in ALL_BIRDS {
        let n = ar.count(b);
        if n == 0 {
            continue;
        }
        let off = ar.off_nest(b);
        let est = 22.0 + 10.0 * 6.0;
        if bx + est > x + w - 6.0 {
            bx = x + 10.0;
            by += 30.0;
        }
        let _ = off;
        bx += bird_tile(svg, bx, by, b, n) + 6.0;
    }
    if ar.total_birds() == 0 {
        svg.text(x + 10.0, y + 114.0, 15.0, "no birds", palette::MUTED, "start", false);
    }
}

fn player_board(s: &State, names: &[String], seat: usize) -> String {
    let (w, h) = (1420u32, 660u32);
    let mut svg = Svg::new(w, h);
    let p = &s.players[seat];
    let turn = s.turn.as_ref().filter(|t| t.seat == seat);
    let b = scoring::breakdown(s, seat);
    let head = format!(
        "{} · funds {} · egg marker {} · {} egg token(s) · {} milestone(s) · score {}",
        name_of(s, names, seat),
        p.funds,
        p.egg_marker,
        p.egg_tokens(),
        s.cubes_of(seat),
        b.total
    );
    if turn.is_some() {
        svg.rect(10.0, 10.0, 1400.0, 40.0, palette::YELLOW, palette::INK, 6.0);
    }
    token(&mut svg, s, seat, 34.0, 30.0, 15.0);
    svg.text(58.0, 37.0, 21.0, &head, palette::INK, "start", true);
    if let Some(t) = turn {
        let mut line = format!("To act: {}", step_text(s));
        if let Some(hb) = t.held {
            line += &format!(" · holding {}", hb.code());
        }
        svg.text(30.0, 74.0, 16.0, &line, palette::INK, "start", false);
    }
    // Aviary: A1 A2 A3 / A6 A5 A4.
    let (ox, oy, aw, ah, gap) = (30.0, 110.0, 290.0, 200.0, 44.0);
    let adj: Vec<usize> = if turn.map(|t| t.employee_moved).unwrap_or(false) {
        crate::games::sky_garden::placement::adjacent(p)
    } else {
        vec![]
    };
    let pos = |a: usize| -> (f32, f32) {
        let (c, r) = match a {
            0 => (0, 0),
            1 => (1, 0),
            2 => (2, 0),
            3 => (2, 1),
            4 => (1, 1),
            _ => (0, 1),
        };
        (ox + c as f32 * (aw + gap), oy + r as f32 * (ah + gap))
    };
    for a in 0..6 {
        let (x, y) = pos(a);
        draw_area(&mut svg, p, a, x, y, aw, ah, adj.contains(&a));
    }
    // Employee path spaces.
    let path_xy = [
        (ox + aw + gap / 2.0, oy + ah / 2.0),
        (ox + 2.0 * aw + 1.5 * gap, oy + ah / 2.0),
        (ox + 2.5 * aw + 2.0 * gap, oy + ah + gap / 2.0),
        (ox + 2.0 * aw + 1.5 * gap, oy + 1.5 * ah + gap),
        (ox + aw + gap / 2.0, oy + 1.5 * ah + gap),
        (ox + 0.5 * aw, oy + ah + gap / 2.0),
    ];
    for (i, (x, y)) in path_xy.iter().enumerate() {
        let here = p.employee as usize == i;
        svg.circle(*x, *y, 20.0, if here { SEAT_FILL[seat] } else { "#ffffff" }, palette::INK);
        let fg = if here && (seat == 1 || seat == 3) { "#ffffff" } else { palette::INK };
        svg.text(*x, *y + 6.0, 16.0, &format!("P{}", i + 1), fg, "middle", true);
    }
    // Event arrow between P6 and P1.
    let (ex, ey) = (ox + aw * 0.5 + 60.0, oy + ah + gap / 2.0);
    svg.text(ex, ey + 6.0, 16.0, "EV ➜ P1", palette::VERMILION, "start", true);
    svg.text(ox, oy + 2.0 * ah + gap + 30.0, 15.0, "Employee walks P1>P2>...>P6>P1 clockwise; crossing EV (P6 to P1) pays the Event income. Red frame = areas you may use now.", palette::MUTED, "start", false);

    // Right column.
    let rx = 1060.0;
    // AX.
    let ay = 110.0;
    if p.ax.is_some() {
        draw_area(&mut svg, p, AX, rx, ay, 340.0, 150.0, adj.contains(&AX));
    } else {
        svg.rect(rx, ay, 340.0, 60.0, "#f0f0f0", palette::LINE, 8.0);
        svg.text(rx + 10.0, ay + 26.0, 16.0, "AX not bought", palette::MUTED, "start", true);
        svg.text(rx + 10.0, ay + 48.0, 14.0, "`buy extra tree|lake` (4 funds, +3 VP)", palette::MUTED, "start", false);
    }
    // Event card.
    let ey = 280.0;
    match p.event {
        Some(e) if s.phase != Phase::Choosing => {
            let c = &EVENT_CARDS[e as usize];
            svg.rect(rx, ey, 340.0, 104.0, "#fff6e0", palette::INK, 8.0);
            svg.text(
                rx + 10.0,
                ey + 22.0,
                16.0,
                &format!("Event {}: sets {}+{} in A3+A4", c.id, c.set[0].code(), c.set[1].code()),
                palette::INK,
                "start",
                true,
            );
            let col = p.event_column();
            for (i, (f, v)) in c.funds.iter().zip(c.vp.iter()).enumerate() {
                let cx = rx + 10.0 + i as f32 * 64.0;
                svg.rect(
                    cx,
                    ey + 32.0,
                    58.0,
                    64.0,
                    if i == col { palette::YELLOW } else { "#ffffff" },
                    palette::INK,
                    5.0,
                );
                svg.text(cx + 29.0, ey + 52.0, 14.0, &format!("{i} set"), palette::MUTED, "middle", false);
                svg.text(cx + 29.0, ey + 70.0, 15.0, &format!("+{f}$"), palette::INK, "middle", true);
                svg.text(cx + 29.0, ey + 89.0, 15.0, &format!("{v} VP"), palette::INK, "middle", true);
            }
        }
        _ => {
            svg.rect(rx, ey, 340.0, 50.0, "#f0f0f0", palette::LINE, 8.0);
            svg.text(rx + 10.0, ey + 30.0, 16.0, "Event card: hidden (choosing)", palette::MUTED, "start", true);
        }
    }
    // Nest box.
    let ny = 396.0;
    svg.text(rx, ny + 16.0, 16.0, "Nest Box:", palette::INK, "start", true);
    for (i, label) in ["SHI", "WWE", "HAW", "FLA", "TOU", "SWA", "GOLD"].iter().enumerate() {
        let cx = rx + 90.0 + (i % 4) as f32 * 62.0;
        let cy = ny + (i / 4) as f32 * 32.0;
        let has = p.nest_box[i];
        svg.rect(
            cx,
            cy,
            56.0,
            26.0,
            if has { "#fff1a8" } else { "#ffffff" },
            if has { palette::INK } else { palette::LINE },
            13.0,
        );
        svg.text(
            cx + 28.0,
            cy + 18.0,
            13.5,
            &format!("{}{}", if has { "● " } else { "" }, label),
            if has { palette::INK } else { palette::MUTED },
            "middle",
            has,
        );
    }
    // Funds / eggs track.
    let fy = 490.0;
    svg.text(rx, fy - 18.0, 16.0, &format!("Funds F = {} (max 15)", p.funds), palette::INK, "start", true);
    svg.text(
        rx,
        fy,
        16.0,
        &format!("Egg marker E = {} ({} pts per egg)", p.egg_marker, EGG_POINTS[p.egg_marker as usize]),
        palette::INK,
        "start",
        true,
    );
    for i in 0..16 {
        let cx = rx + i as f32 * 21.0;
        let f = p.funds as usize == i;
        let e = p.egg_marker as usize == i;
        svg.rect(
            cx,
            fy + 8.0,
            19.0,
            40.0,
            if f && e {
                palette::YELLOW
            } else if f {
                "#cde4f5"
            } else if e {
                "#fff1a8"
            } else {
                "#ffffff"
            },
            palette::LINE,
            3.0,
        );
        svg.text(cx + 9.5, fy + 24.0, 11.0, &i.to_string(), palette::MUTED, "middle", false);
        let mark = match (f, e) {
            (true, true) => "FE",
            (true, false) => "F",
            (false, true) => "E",
            _ => "",
        };
        svg.text(cx + 9.5, fy + 43.0, 12.0, mark, palette::INK, "middle", true);
    }
    // Milestone track.
    let my = 570.0;
    let done = s.cubes_of(seat);
    svg.text(
        rx,
        my,
        16.0,
        &format!("Milestones: {done} done → {} VP (next {})", MILESTONE_VP[done], MILESTONE_VP[(done + 1).min(9)]),
        palette::INK,
        "start",
        true,
    );
    let cubes: Vec<String> = (0..9).filter(|&m| s.cubes[m].contains(&seat)).map(|m| format!("M{}", m + 1)).collect();
    svg.text(
        rx,
        my + 22.0,
        14.0,
        &format!("cubes on: {}", if cubes.is_empty() { "none".into() } else { cubes.join(" ") }),
        palette::INK,
        "start",
        false,
    );
    let pos_text = match s.tokens[seat] {
        Pos::Waiting(sb) => format!("Owner token waiting on SB{}", sb + 1),
        Pos::Track(t) => format!("Owner token on space {t}"),
        Pos::Done(sb) => format!("Owner token on Standby SB{}", sb + 1),
    };
    let sec = if s.mode != Mode::Standard { format!(" · sections done: {}", p.section) } else { String::new() };
    svg.text(rx, my + 46.0, 14.0, &format!("{pos_text}{sec}"), palette::INK, "start", false);
    svg.finish()
}

impl Draw for SkyGarden {
    fn board(state: &State, names: &[String]) -> Vec<(String, String)> {
        let mut out = vec![("sky-garden-board.png".to_string(), shared_board(state, names))];
        for seat in 0..state.players_n {
            out.push((format!("sky-garden-{}.png", COLOURS[seat]), player_board(state, names, seat)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sky_garden::{Move, SkyGardenOptions};
    use crate::games::Turn;
    use rand::{Rng, SeedableRng};

    fn advance(s: &mut State, moves: usize, seed: u64) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..moves {
            let seat = match SkyGarden::to_move(s) {
                Turn::Over => return,
                Turn::Seats(v) => v[0],
            };
            let legal = SkyGarden::legal_moves(s, seat);
            let steps: Vec<&Move> = legal.iter().filter(|m| matches!(m, Move::MoveTo(_))).collect();
            let good: Vec<&Move> = legal
                .iter()
                .filter(|m| {
                    matches!(
                        m,
                        Move::Place(_)
                            | Move::Buy(..)
                            | Move::BuyExtra(_)
                            | Move::Milestone(_)
                            | Move::Nest(_, _, true)
                            | Move::Special(..)
                            | Move::BuyBird(..)
                    )
                })
                .collect();
            let m = if !steps.is_empty() {
                steps[rng.gen_range(0..steps.len().min(2))].clone()
            } else if !good.is_empty() && rng.gen_bool(0.8) {
                good[rng.gen_range(0..good.len())].clone()
            } else if legal.contains(&Move::End) && rng.gen_bool(0.5) {
                Move::End
            } else {
                legal[rng.gen_range(0..legal.len())].clone()
            };
            SkyGarden::play(s, seat, &m).unwrap();
        }
    }

    #[test]
    fn render_pngs() {
        let names: Vec<String> = ["Ann", "Ben", "Cleo", "Dev"].iter().map(|s| s.to_string()).collect();
        for (n, moves, tag) in [(4, 140, "4p-mid"), (2, 60, "2p"), (1, 5000, "solo-end"), (3, 0, "3p-choose")] {
            let mut s = SkyGarden::setup(&SkyGardenOptions {}, n, 11).unwrap();
            advance(&mut s, moves, 5);
            let t0 = std::time::Instant::now();
            let imgs = SkyGarden::board(&s, &names[..n]);
            let svg_ms = t0.elapsed().as_secs_f64() * 1000.0;
            let t1 = std::time::Instant::now();
            for (name, svg) in imgs {
                let png = crate::render::svg_to_png(&svg).unwrap();
                assert!(png.len() < 1_000_000);
                std::fs::write(format!("/tmp/sky_garden-{tag}-{name}"), png).unwrap();
            }
            println!("{tag}: svg {svg_ms:.2} ms, png {:.1} ms", t1.elapsed().as_secs_f64() * 1000.0);
        }
    }
}
