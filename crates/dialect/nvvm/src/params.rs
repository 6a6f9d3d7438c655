//! Attributes written as `<name = value, ...>` (ODS `struct(params)`):
//! parameters in any order, each at most once, printed in declaration
//! order with default values left out. Shared with the rocdl dialect's
//! target attribute.

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{DialectAttr, Param};
use rmlir_ir::{AttrKind, Attribute};

/// A parameter's kind and default.
#[derive(Copy, Clone, Debug)]
pub enum Field {
    /// An `int`; `None`: required.
    Int(Option<i64>),
    /// A `bool` with its default.
    Bool(bool),
    /// A string with its default.
    Str(&'static str),
    /// An optional attribute, with its C++ class (`DictionaryAttr`).
    Attr(&'static str),
}

/// A parameter: its name and kind.
pub type Spec = (&'static str, Field);

fn default_param(f: Field) -> Option<Param> {
    match f {
        Field::Int(d) => d.map(Param::Int),
        Field::Bool(b) => Some(Param::Int(b as i64)),
        Field::Str(s) => Some(Param::Bytes(s.as_bytes().into())),
        Field::Attr(_) => Some(Param::Attrs(Box::new([]))),
    }
}

/// The C++ type upstream's messages name for a parameter.
fn cpp_type(f: Field) -> &'static str {
    match f {
        Field::Int(_) => "int",
        Field::Bool(_) => "bool",
        Field::Str(_) => "::llvm::StringRef",
        Field::Attr(c) => c,
    }
}

/// One parameter's value.
fn parse_value(p: &mut dyn AsmParser<'_>, f: Field) -> ParseResult<Param> {
    Ok(match f {
        // A C++ `int`: upstream's `parseInteger<int>` takes what fits.
        Field::Int(_) => {
            let at = p.current_loc();
            let v = p.parse_integer()?;
            if i32::try_from(v).is_err() {
                return Err(p.emit_error(at, "integer value too large"));
            }
            Param::Int(v)
        }
        Field::Bool(_) => {
            let at = p.current_loc();
            if p.parse_optional_keyword("true") {
                Param::Int(1)
            } else if p.parse_optional_keyword("false") {
                Param::Int(0)
            } else {
                return Err(p.emit_error(at, "expected 'true' or 'false'"));
            }
        }
        Field::Str(_) => {
            let at = p.current_loc();
            match p.parse_optional_string() {
                Some(s) => Param::Bytes(s.into()),
                None => return Err(p.emit_error(at, "expected string")),
            }
        }
        Field::Attr(_) => Param::Attr(p.parse_attribute(None)?),
    })
}

/// Parses `<a = 1, b = "x">` into parameters in declaration order, as
/// upstream's generated `struct(...)` parser: with `optional`, any
/// subset in any order (or nothing when no `<` follows); otherwise every
/// parameter, comma-separated. `attr` is the ODS name messages use.
pub fn parse(
    p: &mut dyn AsmParser<'_>,
    attr: &str,
    specs: &[Spec],
    optional: bool,
) -> ParseResult<Vec<Param>> {
    let mut vals: Vec<Option<Param>> = vec![None; specs.len()];
    let open = p.parse_optional_punct(Punct::Less);
    if !open && !optional {
        p.parse_punct(Punct::Less)?;
    }
    if open {
        let mut seen = 0;
        loop {
            // An optional struct may be empty (`<>`); after a comma, or in
            // a struct of required parameters, a name must follow.
            let name = if seen == 0 && optional {
                match p.parse_optional_keyword_any() {
                    Some(name) => name,
                    None => break,
                }
            } else {
                match p.parse_keyword_any() {
                    Ok(name) => name,
                    Err(mut d) => {
                        let at = p.current_loc();
                        let msg = p
                            .emit_error(at, "expected a parameter name in struct")
                            .message;
                        d.also.push((at, msg));
                        return Err(d);
                    }
                }
            };
            p.parse_punct(Punct::Equal)?;
            let loc = p.current_loc();
            let Some(i) = specs.iter().position(|s| s.0.as_bytes() == name.as_slice()) else {
                return Err(p.emit_error(
                    loc,
                    &format!(
                        "duplicate or unknown struct parameter name: {}",
                        String::from_utf8_lossy(&name)
                    ),
                ));
            };
            if vals[i].is_some() {
                return Err(p.emit_error(
                    loc,
                    &format!("duplicate or unknown struct parameter name: {}", specs[i].0),
                ));
            }
            match parse_value(p, specs[i].1) {
                Ok(v) => vals[i] = Some(v),
                Err(mut d) => {
                    let at = p.current_loc();
                    let msg = format!(
                        "failed to parse {attr} parameter '{}' which is to be a `{}`",
                        specs[i].0,
                        cpp_type(specs[i].1)
                    );
                    d.also.push((at, p.emit_error(at, &msg).message));
                    return Err(d);
                }
            }
            seen += 1;
            if optional {
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            } else if seen == specs.len() {
                break;
            } else {
                p.parse_punct(Punct::Comma)?;
            }
        }
        p.parse_punct(Punct::Greater)?;
    }
    let mut out = Vec::with_capacity(specs.len());
    for (v, s) in vals.into_iter().zip(specs) {
        match v.or_else(|| default_param(s.1)) {
            Some(v) => out.push(v),
            None => {
                let at = p.current_loc();
                return Err(p.emit_error(
                    at,
                    &format!("struct is missing required parameter: {}", s.0),
                ));
            }
        }
    }
    Ok(out)
}

fn is_default(param: &Param, f: Field) -> bool {
    match (param, f) {
        (Param::Attrs(a), Field::Attr(_)) => a.is_empty(),
        (p, f) => default_param(f).as_ref() == Some(p),
    }
}

/// Prints the parameters that differ from their defaults; `<>` is left
/// out when none does and `optional`.
pub fn print(a: &DialectAttr, specs: &[Spec], optional: bool, p: &mut dyn AsmPrinter) {
    let shown: Vec<usize> = (0..specs.len())
        .filter(|&i| !optional || !a.params.get(i).is_some_and(|v| is_default(v, specs[i].1)))
        .collect();
    if optional && shown.is_empty() {
        return;
    }
    p.write_str("<");
    for (n, &i) in shown.iter().enumerate() {
        if n > 0 {
            p.write_str(", ");
        }
        p.write_str(specs[i].0);
        p.write_str(" = ");
        match (a.params.get(i), specs[i].1) {
            (Some(Param::Int(v)), Field::Bool(_)) => {
                p.write_str(if *v != 0 { "true" } else { "false" })
            }
            (Some(Param::Int(v)), _) => p.write_str(&v.to_string()),
            (Some(Param::Bytes(b)), _) => p.print_string(b),
            (Some(Param::Attr(x)), _) => p.print_attribute(*x),
            _ => {}
        }
    }
    p.write_str(">");
}

/// Parameter `i` as a string (empty when it is not one).
pub fn str_param(a: &DialectAttr, i: usize) -> &[u8] {
    match a.params.get(i) {
        Some(Param::Bytes(b)) => b,
        _ => b"",
    }
}

/// Parameter `i` as an attribute, if present.
pub fn attr_param(a: &DialectAttr, i: usize) -> Option<Attribute> {
    match a.params.get(i) {
        Some(Param::Attr(x)) => Some(*x),
        _ => None,
    }
}

/// Whether every element of the array attribute `a` is a string.
pub fn all_strings(ctx: &rmlir_ir::Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .all(|&x| matches!(ctx.attr_kind(x), AttrKind::String { .. })),
        _ => true,
    }
}
