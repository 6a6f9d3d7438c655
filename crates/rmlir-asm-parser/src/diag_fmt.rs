//! Printing types and attributes inside diagnostics, in upstream's syntax.

use std::fmt::Write;

use rmlir_ir::types::{Signedness, DYNAMIC};
use rmlir_ir::{AttrKind, Attribute, Context, Type, TypeKind};

pub fn fmt_type(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    write_type(ctx, t, &mut s);
    s
}

pub fn fmt_attr(ctx: &Context, a: Attribute) -> String {
    let mut s = String::new();
    write_attr(ctx, a, &mut s);
    s
}

fn write_dims(shape: &[i64], scalable: Option<&[bool]>, out: &mut String) {
    for (i, &d) in shape.iter().enumerate() {
        let sc = scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
        if sc {
            out.push('[');
        }
        if d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if sc {
            out.push(']');
        }
        out.push('x');
    }
}

fn write_comma_separated<T>(
    items: &[T],
    out: &mut String,
    mut write_item: impl FnMut(&T, &mut String),
) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_item(item, out);
    }
}

fn write_types(ctx: &Context, types: &[Type], out: &mut String) {
    write_comma_separated(types, out, |&t, out| write_type(ctx, t, out));
}

/// A shaped type's optional trailing parameter (encoding, layout, memory
/// space).
fn write_opt_attr_param(ctx: &Context, attr: Option<Attribute>, out: &mut String) {
    if let Some(a) = attr {
        out.push_str(", ");
        write_attr(ctx, a, out);
    }
}

fn is_pretty_ident(data: &[u8]) -> bool {
    // `ident` optionally followed by `<...>`.
    let n = data
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_' || **c == b'.')
        .count();
    n > 0
        && data[0].is_ascii_alphabetic()
        && (n == data.len() || (data[n] == b'<' && data.last() == Some(&b'>')))
}

fn write_dialect_sym(prefix: char, dialect: &[u8], data: &[u8], out: &mut String) {
    out.push(prefix);
    out.push_str(&String::from_utf8_lossy(dialect));
    if is_pretty_ident(data) {
        out.push('.');
        out.push_str(&String::from_utf8_lossy(data));
    } else {
        out.push('<');
        out.push_str(&String::from_utf8_lossy(data));
        out.push('>');
    }
}

pub fn write_type(ctx: &Context, t: Type, out: &mut String) {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            let p = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            let _ = write!(out, "{p}{width}");
        }
        TypeKind::Index => out.push_str("index"),
        TypeKind::Float(k) => out.push_str(k.keyword()),
        TypeKind::None => out.push_str("none"),
        TypeKind::Complex(e) => {
            out.push_str("complex<");
            write_type(ctx, *e, out);
            out.push('>');
        }
        TypeKind::Function { inputs, results } => {
            out.push('(');
            write_types(ctx, inputs, out);
            out.push_str(") -> ");
            let paren = results.len() != 1
                || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. });
            if paren {
                out.push('(');
            }
            write_types(ctx, results, out);
            if paren {
                out.push(')');
            }
        }
        TypeKind::Tuple(elems) => {
            out.push_str("tuple<");
            write_types(ctx, elems, out);
            out.push('>');
        }
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => {
            out.push_str("vector<");
            write_dims(shape, Some(scalable), out);
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => {
            out.push_str("tensor<");
            write_dims(shape, None, out);
            write_type(ctx, *elem, out);
            write_opt_attr_param(ctx, *encoding, out);
            out.push('>');
        }
        TypeKind::UnrankedTensor { elem } => {
            out.push_str("tensor<*x");
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            write_dims(shape, None, out);
            write_type(ctx, *elem, out);
            write_opt_attr_param(ctx, *layout, out);
            write_opt_attr_param(ctx, *memory_space, out);
            out.push('>');
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            out.push_str("memref<*x");
            write_type(ctx, *elem, out);
            write_opt_attr_param(ctx, *memory_space, out);
            out.push('>');
        }
        TypeKind::Opaque { dialect, data } => {
            write_dialect_sym('!', ctx.ident_bytes(*dialect), ctx.ident_bytes(*data), out);
        }
    }
}

fn write_escaped(bytes: &[u8], out: &mut String) {
    out.push('"');
    for &c in bytes {
        match c {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\0A"),
            b'\t' => out.push_str("\\09"),
            0x20..=0x7e => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{c:02X}");
            }
        }
    }
    out.push('"');
}

pub fn write_attr(ctx: &Context, a: Attribute, out: &mut String) {
    match ctx.attr_kind(a) {
        AttrKind::Unit => out.push_str("unit"),
        AttrKind::Integer { ty, value } => {
            if ctx.is_integer(*ty, 1) {
                out.push_str(if value.is_zero() { "false" } else { "true" });
                return;
            }
            let signed = !matches!(
                ctx.type_kind(*ty),
                TypeKind::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                }
            );
            out.push_str(&value.to_string_radix10(signed));
            out.push_str(" : ");
            write_type(ctx, *ty, out);
        }
        AttrKind::Float { ty, bits } => {
            if let TypeKind::Float(k) = ctx.type_kind(*ty) {
                out.push_str(&rmlir_ir::float::format_float(*k, *bits));
            }
            out.push_str(" : ");
            write_type(ctx, *ty, out);
        }
        AttrKind::String { value, ty } => {
            write_escaped(value, out);
            if let Some(t) = ty {
                out.push_str(" : ");
                write_type(ctx, *t, out);
            }
        }
        AttrKind::Type(t) => write_type(ctx, *t, out),
        AttrKind::Array(elems) => {
            out.push('[');
            write_comma_separated(elems, out, |e, out| write_attr(ctx, *e, out));
            out.push(']');
        }
        AttrKind::Dictionary(entries) => {
            out.push('{');
            for (i, e) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&ctx.ident_str(e.name));
                if !matches!(ctx.attr_kind(e.value), AttrKind::Unit) {
                    out.push_str(" = ");
                    write_attr(ctx, e.value, out);
                }
            }
            out.push('}');
        }
        AttrKind::SymbolRef { root, nested } => {
            out.push('@');
            out.push_str(&ctx.ident_str(*root));
            for n in nested.iter() {
                out.push_str("::@");
                out.push_str(&ctx.ident_str(*n));
            }
        }
        AttrKind::AffineMap(m) => {
            let _ = write!(out, "affine_map<{m}>");
        }
        AttrKind::IntegerSet(s) => {
            let _ = write!(out, "affine_set<{s}>");
        }
        AttrKind::StridedLayout { offset, strides } => {
            out.push_str("strided<[");
            write_comma_separated(strides, out, |&s, out| {
                if s == DYNAMIC {
                    out.push('?');
                } else {
                    let _ = write!(out, "{s}");
                }
            });
            out.push(']');
            if *offset != 0 {
                if *offset == DYNAMIC {
                    out.push_str(", offset: ?");
                } else {
                    let _ = write!(out, ", offset: {offset}");
                }
            }
            out.push('>');
        }
        AttrKind::Opaque { dialect, data, ty } => {
            write_dialect_sym('#', ctx.ident_bytes(*dialect), ctx.ident_bytes(*data), out);
            if let Some(t) = ty {
                if !matches!(ctx.type_kind(*t), TypeKind::None) {
                    out.push_str(" : ");
                    write_type(ctx, *t, out);
                }
            }
        }
        AttrKind::UnknownLoc => out.push_str("loc(unknown)"),
        AttrKind::FileLineCol {
            file, line, col, ..
        } => {
            out.push_str("loc(");
            write_escaped(ctx.ident_bytes(*file), out);
            let _ = write!(out, ":{line}:{col})");
        }
        AttrKind::NameLoc { name, .. } => {
            out.push_str("loc(");
            write_escaped(ctx.ident_bytes(*name), out);
            out.push(')');
        }
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseStrings { ty, .. } => {
            out.push_str("dense<...> : ");
            write_type(ctx, *ty, out);
        }
        AttrKind::DenseResource { ty, handle } => {
            let _ = write!(out, "dense_resource<{}> : ", ctx.ident_str(*handle));
            write_type(ctx, *ty, out);
        }
        AttrKind::Distinct { referenced, .. } => {
            out.push_str("distinct[0]<");
            write_attr(ctx, *referenced, out);
            out.push('>');
        }
        _ => out.push_str("<<attribute>>"),
    }
}
