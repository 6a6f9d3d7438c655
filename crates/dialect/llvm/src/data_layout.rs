//! `LLVMDialect::verifyOperationAttribute`: the `llvm.data_layout`
//! attribute must be a string LLVM's `DataLayout::parse` accepts; its
//! errors are reported with LLVM's messages.

use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::{Attribute, Context, Ir, OpRef, OpView};

/// Upstream's `LLVMDialect::getDataLayoutAttrName()`.
pub const DATA_LAYOUT_ATTR: &str = "llvm.data_layout";

pub(crate) fn verify_op_attr(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    name: &[u8],
    value: Attribute,
) -> VerifyResult {
    if name != DATA_LAYOUT_ATTR.as_bytes() {
        return Ok(());
    }
    let op = OpView::new(ctx, ir, op);
    let Some(s) = ctx.str_value(value) else {
        return Err(op.emit_op_error(format!(
            "expected '{DATA_LAYOUT_ATTR}' to be a string attributes"
        )));
    };
    match parse_layout(&String::from_utf8_lossy(s)) {
        // `logAllUnhandledErrors` ends the message with a newline.
        Err(msg) => Err(op.emit_op_error(format!("invalid data layout descriptor: {msg}\n"))),
        Ok(()) => Ok(()),
    }
}

type Check = Result<(), String>;

fn spec_format_error(format: &str) -> String {
    format!("malformed specification, must be of the form \"{format}\"")
}

/// `StringRef::getAsInteger(10, u32)`: decimal digits only, fitting.
fn to_u32(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn parse_addr_space(s: &str) -> Check {
    if s.is_empty() {
        return Err("address space component cannot be empty".into());
    }
    match to_u32(s) {
        Some(v) if v < (1 << 24) => Ok(()),
        _ => Err("address space must be a 24-bit integer".into()),
    }
}

fn parse_size(s: &str, name: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    match to_u32(s) {
        Some(v) if v != 0 && v < (1 << 24) => Ok(v),
        _ => Err(format!("{name} must be a non-zero 24-bit integer")),
    }
}

/// An alignment in bits; returns it in bytes (0 allowed as 1 byte when
/// `allow_zero`).
fn parse_alignment(s: &str, name: &str, allow_zero: bool) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let Some(v) = to_u32(s).filter(|&v| v < (1 << 16)) else {
        return Err(format!("{name} alignment must be a 16-bit integer"));
    };
    if v == 0 {
        if !allow_zero {
            return Err(format!("{name} alignment must be non-zero"));
        }
        return Ok(1);
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return Err(format!(
            "{name} alignment must be a power of two times the byte width"
        ));
    }
    Ok(v / 8)
}

fn parse_layout(layout: &str) -> Check {
    if layout.is_empty() {
        return Ok(());
    }
    for spec in layout.split('-') {
        if spec.is_empty() {
            return Err("empty specification is not allowed".into());
        }
        parse_spec(spec)?;
    }
    Ok(())
}

fn parse_spec(spec: &str) -> Check {
    if let Some(rest) = spec.strip_prefix("ni") {
        let Some(rest) = rest.strip_prefix(':') else {
            return Err(spec_format_error("ni:<address space>[:<address space>]..."));
        };
        for s in rest.split(':') {
            parse_addr_space(s)?;
            if s == "0" || to_u32(s) == Some(0) {
                return Err("address space 0 cannot be non-integral".into());
            }
        }
        return Ok(());
    }
    let specifier = spec.chars().next().unwrap_or('\0');
    let rest = &spec[specifier.len_utf8()..];
    match specifier {
        'i' | 'f' | 'v' => parse_primitive(specifier, rest),
        'a' => parse_aggregate(rest),
        'p' => parse_pointer(rest),
        's' => Ok(()),
        'e' | 'E' => {
            if rest.is_empty() {
                Ok(())
            } else {
                Err("malformed specification, must be just 'e' or 'E'".into())
            }
        }
        'n' => {
            for s in rest.split(':') {
                parse_size(s, "size")?;
            }
            Ok(())
        }
        'S' => {
            if rest.is_empty() {
                return Err(spec_format_error("S<size>"));
            }
            parse_alignment(rest, "stack natural", false).map(|_| ())
        }
        'F' => {
            let Some(kind) = rest.chars().next() else {
                return Err(spec_format_error("F<type><abi>"));
            };
            if kind != 'i' && kind != 'n' {
                return Err(format!("unknown function pointer alignment type '{kind}'"));
            }
            parse_alignment(&rest[kind.len_utf8()..], "ABI", false).map(|_| ())
        }
        'G' | 'A' | 'P' => {
            if rest.is_empty() {
                return Err(spec_format_error(&format!("{specifier}<address space>")));
            }
            parse_addr_space(rest)
        }
        'm' => {
            let Some(mode) = rest.strip_prefix(':').filter(|m| !m.is_empty()) else {
                return Err(spec_format_error("m:<mangling>"));
            };
            if mode.len() > 1 || !matches!(mode, "e" | "l" | "o" | "x" | "w" | "m" | "a") {
                return Err("unknown mangling mode".into());
            }
            Ok(())
        }
        _ => Err(format!("unknown specifier '{specifier}'")),
    }
}

fn parse_primitive(specifier: char, rest: &str) -> Check {
    let parts: Vec<&str> = rest.split(':').collect();
    if parts.len() < 2 || parts.len() > 3 {
        return Err(spec_format_error(&format!(
            "{specifier}<size>:<abi>[:<pref>]"
        )));
    }
    let width = parse_size(parts[0], "size")?;
    let abi = parse_alignment(parts[1], "ABI", false)?;
    if specifier == 'i' && width == 8 && abi != 1 {
        return Err("i8 must be 8-bit aligned".into());
    }
    let pref = match parts.get(2) {
        Some(p) => parse_alignment(p, "preferred", false)?,
        None => abi,
    };
    if pref < abi {
        return Err("preferred alignment cannot be less than the ABI alignment".into());
    }
    Ok(())
}

fn parse_aggregate(rest: &str) -> Check {
    let parts: Vec<&str> = rest.split(':').collect();
    if parts.len() < 2 || parts.len() > 3 {
        return Err(spec_format_error("a:<abi>[:<pref>]"));
    }
    if !parts[0].is_empty() && to_u32(parts[0]) != Some(0) {
        return Err("size must be zero".into());
    }
    let abi = parse_alignment(parts[1], "ABI", true)?;
    let pref = match parts.get(2) {
        Some(p) => parse_alignment(p, "preferred", false)?,
        None => abi,
    };
    if pref < abi {
        return Err("preferred alignment cannot be less than the ABI alignment".into());
    }
    Ok(())
}

fn parse_pointer(rest: &str) -> Check {
    let parts: Vec<&str> = rest.split(':').collect();
    if parts.len() < 3 || parts.len() > 5 {
        return Err(spec_format_error("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
    }
    parse_pointer_addr_space(parts[0])?;
    let width = parse_size(parts[1], "pointer size")?;
    let abi = parse_alignment(parts[2], "ABI", false)?;
    let pref = match parts.get(3) {
        Some(p) => parse_alignment(p, "preferred", false)?,
        None => abi,
    };
    if pref < abi {
        return Err("preferred alignment cannot be less than the ABI alignment".into());
    }
    let index = match parts.get(4) {
        Some(p) => parse_size(p, "index size")?,
        None => width,
    };
    if index > width {
        return Err("index size cannot be larger than the pointer size".into());
    }
    Ok(())
}

/// `p`'s first component: flags (`e` external state, `u` unstable), the
/// address space (default 0), and an optional `(name)`.
fn parse_pointer_addr_space(component: &str) -> Check {
    let mut rest = component;
    let mut flagged = false;
    while let Some(c) = rest.chars().next().filter(|c| c.is_ascii_alphabetic()) {
        if c != 'e' && c != 'u' {
            return Err(format!("'{c}' is not a valid pointer specification flag"));
        }
        flagged = true;
        rest = &rest[1..];
    }
    if let Some(open) = rest.find('(') {
        if !rest.ends_with(')') || open + 2 >= rest.len() {
            return Err("Expected `( address space name )`".into());
        }
        rest = &rest[..open];
    }
    let space = if rest.is_empty() {
        0
    } else {
        parse_addr_space(rest)?;
        to_u32(rest).unwrap_or(0)
    };
    if flagged && space == 0 {
        return Err("address space 0 cannot be unstable or have external state".into());
    }
    Ok(())
}
