//! PNG encoding for boards: a palette of at most 256 colours (exact when the
//! image has that few, else chosen by Wu's quantiser in Oklab, without
//! dithering, which would only add noise to flat fills), written as an
//! indexed PNG with strong deflate.

use quantette::deps::palette::Srgb;
use quantette::{ImageRef, PaletteSize, Pipeline, QuantizeMethod};

/// Encodes premultiplied RGBA pixels on an opaque background.
pub fn palette_png(rgba: &[u8], width: u32, height: u32) -> Result<Vec<u8>, String> {
    // The background is opaque, so premultiplied RGB equals straight RGB.
    let pixels: Vec<Srgb<u8>> = rgba.chunks_exact(4).map(|p| Srgb::new(p[0], p[1], p[2])).collect();
    let image = ImageRef::new(width, height, pixels.as_slice()).map_err(|e| format!("bad image size: {e:?}"))?;
    let indexed = Pipeline::new()
        .palette_size(PaletteSize::MAX)
        .quantize_method(QuantizeMethod::Wu)
        .ditherer(None)
        .dedup(true)
        .input_image(image)
        .output_srgb8_indexed_image();
    let (palette, indices) = indexed.into_parts();
    let rgb: Vec<u8> = palette.iter().flat_map(|c| [c.red, c.green, c.blue]).collect();

    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(rgb);
    encoder.set_compression(png::Compression::High);
    // Index rows compress best unfiltered: neighbouring indices are unrelated numbers.
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header().map_err(|e| format!("PNG encoding failed: {e}"))?;
    writer.write_image_data(&indices).map_err(|e| format!("PNG encoding failed: {e}"))?;
    writer.finish().map_err(|e| format!("PNG encoding failed: {e}"))?;
    Ok(png)
}
