//! Board images. Each game describes what a viewer may see as an SVG document
//! (easy to read and to compose); this module turns SVG into a small PNG with
//! resvg, using only the fonts shipped in `render/fonts`, and `layout` checks
//! the SVG for drawing defects.

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::i18n::Lang;

pub mod cloud_city;
pub mod colour_vision;
mod encode;
pub mod layout;
#[cfg(test)]
mod silhouette;
pub mod sky_garden;
pub mod svg;
pub mod tower_up;

/// A rendered image ready to attach to a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    /// A file name such as `board.png`.
    pub name: String,
    pub png: Vec<u8>,
    /// The SVG document it was drawn from (`aerie play --svg` writes it
    /// beside the PNG, for a reviewer to read every text and its size).
    pub svg: String,
    /// Alt text for screen readers (Discord's attachment description),
    /// worded by the front-end.
    pub description: crate::text::Said,
}

/// The one font family every game uses; shipped in `render/fonts`.
pub const FONT_FAMILY: &str = "DejaVu Sans";

static FONT_REGULAR: &[u8] = include_bytes!("../../render/fonts/DejaVuSans.ttf");
static FONT_BOLD: &[u8] = include_bytes!("../../render/fonts/DejaVuSans-Bold.ttf");

/// How boards are read: the shipped fonts only (tests lay boards out with
/// it too, to measure what a phone shows).
pub fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(FONT_REGULAR.to_vec());
        fonts.load_font_data(FONT_BOLD.to_vec());
        fonts.set_sans_serif_family(FONT_FAMILY);
        usvg::Options { font_family: FONT_FAMILY.to_string(), fontdb: Arc::new(fonts), ..usvg::Options::default() }
    })
}

/// Rasterises an SVG document onto white and encodes it as a PNG: a palette
/// PNG (boards are flat colours plus anti-aliased edges, which 256 colours
/// hold), strongly deflated.
pub fn svg_to_png(svg: &str) -> Result<Vec<u8>, String> {
    let tree = usvg::Tree::from_str(svg, options()).map_err(|e| format!("bad SVG: {e}"))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).ok_or_else(|| "empty image".to_string())?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    encode::palette_png(pixmap.data(), size.width(), size.height())
}

/// Renders an SVG document to a named picture with its alt text.
pub fn picture(name: &str, svg: &str, description: crate::text::Said) -> Result<Picture, String> {
    Ok(Picture { name: name.to_string(), png: svg_to_png(svg)?, svg: svg.to_string(), description })
}

/// How a game is drawn. Implemented next to each game's drawing code in
/// `render/<game>.rs`; images show only what everyone may see, except
/// `hand_image`, which goes to its owner alone.
pub trait Draw: crate::games::Game {
    /// The public board image(s) as `(file name, SVG document)`. `names` are
    /// the players' display names, indexed by seat. The image highlights the
    /// last move (the state keeps what it needs for that).
    /// Every word drawn is in `lang`.
    fn board(state: &Self::State, names: &[String], lang: Lang) -> Vec<(String, String)>;
    /// Every public image, for a player who asks to see the whole board
    /// (`/game board`); the same as `board` unless a game keeps its
    /// channel posts leaner than that.
    fn board_on_request(state: &Self::State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        Self::board(state, names, lang)
    }
    /// A seat's own part of the board as everyone sees it (Sky Garden's
    /// aviary), when the channel's board leaves it out: it comes with the
    /// public post of that seat's turn, so a watcher follows what changed.
    fn player_area(
        _state: &Self::State,
        _seat: crate::games::Seat,
        _names: &[String],
        _lang: Lang,
    ) -> Option<(String, String)> {
        None
    }
    /// The private hand image of `seat`, for games with secret hands.
    fn hand_image(_state: &Self::State, _seat: crate::games::Seat, _names: &[String], _lang: Lang) -> Option<String> {
        None
    }
}
