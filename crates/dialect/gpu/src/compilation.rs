//! The compilation attributes of `CompilationAttrs.td`:
//! `#gpu.object`, `#gpu.select_object`, `#gpu.kernel_metadata` and
//! `#gpu.kernel_table`.

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::{AttrKind, Attribute, Context};

fn opt(p: &Param) -> Option<Attribute> {
    match p {
        Param::Attrs(a) => a.first().copied(),
        _ => None,
    }
}

fn some(a: Option<Attribute>) -> Param {
    Param::Attrs(a.into_iter().collect())
}

// ----- #gpu.select_object -----

/// `#gpu.select_object(<target>)?`.
pub static SELECT_OBJECT_ATTR_DEF: AttrDef = AttrDef {
    dialect: "gpu",
    mnemonic: "select_object",
    parse: |p, _| {
        let mut target = None;
        let loc = p.current_loc();
        if p.parse_optional_punct(Punct::Less) {
            let t = p.parse_attribute(None)?;
            // An object's index or a target.
            let ctx = p.ctx();
            if !matches!(ctx.attr_kind(t), AttrKind::Integer { .. })
                && !crate::target::is_target_attr(ctx, t)
            {
                return Err(
                    p.emit_error(loc, "the target attribute must be a GPU Target attribute")
                );
            }
            target = Some(t);
            p.parse_punct(Punct::Greater)?;
        }
        Ok(select_object_attr(p.ctx(), target))
    },
    print: |_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter| {
        if let Some(t) = a.params.first().and_then(opt) {
            p.write_str("<");
            p.print_attribute(t);
            p.write_str(">");
        }
    },
    attr_type: None,
    enum_param: None,
};

/// `#gpu.select_object` with an optional target.
pub fn select_object_attr(ctx: &Context, target: Option<Attribute>) -> Attribute {
    ctx.dialect_attr(&SELECT_OBJECT_ATTR_DEF, vec![some(target)])
}

// ----- #gpu.kernel_metadata -----

/// `#gpu.kernel_metadata<"name", type (, arg_attrs = [...], metadata = {...})?>`.
pub static KERNEL_METADATA_ATTR_DEF: AttrDef = AttrDef {
    dialect: "gpu",
    mnemonic: "kernel_metadata",
    parse: parse_kernel_metadata,
    print: print_kernel_metadata,
    attr_type: None,
    enum_param: None,
};

/// Appends upstream's follow-up error (at the current position) to a
/// failed parse.
fn and_then_fail<T>(p: &dyn AsmParser<'_>, r: ParseResult<T>, msg: &str) -> ParseResult<T> {
    r.map_err(|mut d| {
        if !d.message.is_empty() {
            let at = p.current_loc();
            d.also.push((at, p.emit_error(at, msg).message));
        }
        d
    })
}

/// `FieldParser<A>`: an attribute of the kind `is` accepts, else
/// "invalid kind of attribute specified" at its start.
fn parse_attr_of(p: &mut dyn AsmParser<'_>, is: fn(&AttrKind) -> bool) -> ParseResult<Attribute> {
    let loc = p.current_loc();
    let a = p.parse_attribute(None)?;
    if !is(p.ctx().attr_kind(a)) {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    Ok(a)
}

fn parse_kernel_metadata(
    p: &mut dyn AsmParser<'_>,
    _: Option<rmlir_ir::Type>,
) -> ParseResult<Attribute> {
    p.parse_punct(Punct::Less)?;
    parse_kernel_metadata_body(p)
}

/// The metadata after its `<`: `"name", type (, struct(arg_attrs, metadata))? >`.
fn parse_kernel_metadata_body(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let name = parse_attr_of(p, |k| matches!(k, AttrKind::String { .. }));
    let name = and_then_fail(
        p,
        name,
        "failed to parse GPU_KernelMetadataAttr parameter 'name' which is to be a `StringAttr`",
    )?;
    p.parse_punct(Punct::Comma)?;
    let ty = p.parse_type();
    let ty = and_then_fail(
        p,
        ty,
        "failed to parse GPU_KernelMetadataAttr parameter 'function_type' which is to be a `Type`",
    )?;
    let (mut arg_attrs, mut metadata) = (None, None);
    if p.parse_optional_punct(Punct::Comma) {
        loop {
            let Some(kw) = p.parse_optional_keyword_any() else {
                let at = p.current_loc();
                return Err(p.emit_error(at, "expected a parameter name in struct"));
            };
            p.parse_punct(Punct::Equal)?;
            match &kw[..] {
                b"arg_attrs" if arg_attrs.is_none() => {
                    let a = parse_attr_of(p, |k| matches!(k, AttrKind::Array(_)));
                    arg_attrs = Some(and_then_fail(
                        p,
                        a,
                        "failed to parse GPU_KernelMetadataAttr parameter 'arg_attrs' which is to be a `ArrayAttr`",
                    )?);
                }
                b"metadata" if metadata.is_none() => {
                    let a = parse_attr_of(p, |k| matches!(k, AttrKind::Dictionary(_)));
                    metadata = Some(and_then_fail(
                        p,
                        a,
                        "failed to parse GPU_KernelMetadataAttr parameter 'metadata' which is to be a `DictionaryAttr`",
                    )?);
                }
                _ => {
                    let at = p.current_loc();
                    return Err(p.emit_error(
                        at,
                        &format!(
                            "duplicate or unknown struct parameter name: {}",
                            String::from_utf8_lossy(&kw)
                        ),
                    ));
                }
            }
            if (arg_attrs.is_some() && metadata.is_some()) || !p.parse_optional_punct(Punct::Comma)
            {
                break;
            }
        }
    }
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    Ok(ctx.dialect_attr(
        &KERNEL_METADATA_ATTR_DEF,
        vec![
            Param::Attr(name),
            Param::Type(ty),
            some(arg_attrs),
            some(metadata),
        ],
    ))
}

fn print_kernel_metadata(_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter) {
    p.write_str("<");
    if let Some(n) = a.attr(0) {
        p.print_attribute(n);
    }
    p.write_str(", ");
    if let Some(t) = a.ty(1) {
        p.print_type(t);
    }
    let arg_attrs = a.params.get(2).and_then(opt);
    let metadata = a.params.get(3).and_then(opt);
    if arg_attrs.is_some() || metadata.is_some() {
        p.write_str(", ");
        let mut first = true;
        for (k, v) in [("arg_attrs", arg_attrs), ("metadata", metadata)] {
            if let Some(v) = v {
                if !first {
                    p.write_str(", ");
                }
                first = false;
                p.write_str(k);
                p.write_str(" = ");
                p.print_attribute(v);
            }
        }
    }
    p.write_str(">");
}

// ----- #gpu.kernel_table -----

/// `#gpu.kernel_table<[kernels sorted by name]>`.
pub static KERNEL_TABLE_ATTR_DEF: AttrDef = AttrDef {
    dialect: "gpu",
    mnemonic: "kernel_table",
    parse: |p, _| parse_kernel_table(p),
    print: print_kernel_table,
    attr_type: None,
    enum_param: None,
};

fn kernel_name(ctx: &Context, a: Attribute) -> Vec<u8> {
    ctx.as_dialect_attr(a, &KERNEL_METADATA_ATTR_DEF)
        .and_then(|d| d.attr(0))
        .and_then(|n| ctx.str_value(n).map(|s| s.to_vec()))
        .unwrap_or_default()
}

fn parse_kernel_table(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let loc = p.current_loc();
    p.parse_punct(Punct::Less)?;
    parse_kernel_table_body(p, loc)
}

/// One kernel of a table (`parseCustomAttributeWithFallback`): the
/// attribute in full, or its stripped form.
fn parse_table_entry(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let loc = p.current_loc();
    if p.source(loc, loc + 1) != b"#" {
        p.parse_punct(Punct::Less)?;
        return parse_kernel_metadata_body(p);
    }
    let a = p.parse_attribute(None)?;
    if p.ctx()
        .as_dialect_attr(a, &KERNEL_METADATA_ATTR_DEF)
        .is_none()
    {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// The kernel table after its `<` (at `loc`): `([kernels])? >`, kernels
/// sorted by name, which must be unique (`KernelTableAttr::verify`).
fn parse_kernel_table_body(p: &mut dyn AsmParser<'_>, loc: u32) -> ParseResult<Attribute> {
    let mut kernels = Vec::new();
    if p.parse_optional_punct(Punct::LSquare) {
        let list = (|| {
            loop {
                kernels.push(parse_table_entry(p)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RSquare)
        })();
        and_then_fail(
            p,
            list,
            "failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`",
        )?;
    }
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    kernels.sort_by_key(|&k| kernel_name(ctx, k));
    if kernels
        .windows(2)
        .any(|w| kernel_name(ctx, w[0]) == kernel_name(ctx, w[1]))
    {
        return Err(p.emit_error(loc, "expected all kernels to be uniquely named"));
    }
    Ok(ctx.dialect_attr(&KERNEL_TABLE_ATTR_DEF, vec![Param::Attrs(kernels.into())]))
}

fn print_kernel_table(_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter) {
    p.write_str("<");
    if let Some(Param::Attrs(ks)) = a.params.first() {
        if !ks.is_empty() {
            p.write_str("[");
            for (i, &k) in ks.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_attribute(k);
            }
            p.write_str("]");
        }
    }
    p.write_str(">");
}

// ----- #gpu.object -----

const FORMATS: &[(&str, i64)] = &[("offload", 1), ("assembly", 2), ("bin", 3), ("fatbin", 4)];

/// `#gpu.object<target, (properties = {...},)? (kernels = <...>,)? (format =)? "object">`.
pub static OBJECT_ATTR_DEF: AttrDef = AttrDef {
    dialect: "gpu",
    mnemonic: "object",
    parse: parse_object,
    print: print_object,
    attr_type: None,
    enum_param: None,
};

fn parse_object(p: &mut dyn AsmParser<'_>, _: Option<rmlir_ir::Type>) -> ParseResult<Attribute> {
    let start = p.current_loc();
    p.parse_punct(Punct::Less)?;
    let target = p.parse_attribute(None)?;
    p.parse_punct(Punct::Comma)?;
    let (mut properties, mut kernels) = (None, None);
    if p.parse_optional_keyword("properties") {
        p.parse_punct(Punct::Equal)?;
        let a = parse_attr_of(p, |k| matches!(k, AttrKind::Dictionary(_)));
        properties = Some(and_then_fail(
            p,
            a,
            "failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`",
        )?);
        p.parse_punct(Punct::Comma)?;
    }
    if p.parse_optional_keyword("kernels") {
        p.parse_punct(Punct::Equal)?;
        // `parseCustomAttributeWithFallback`: the attribute in full, or
        // its stripped form.
        let loc = p.current_loc();
        let table = if p.source(loc, loc + 1) != b"#" {
            p.parse_punct(Punct::Less)
                .and_then(|()| parse_kernel_table_body(p, loc))
        } else {
            p.parse_attribute(None).and_then(|a| {
                if p.ctx().as_dialect_attr(a, &KERNEL_TABLE_ATTR_DEF).is_none() {
                    return Err(p.emit_error(loc, "invalid kind of attribute specified"));
                }
                Ok(a)
            })
        };
        let table = and_then_fail(
            p,
            table,
            "failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`",
        )?;
        kernels = Some(table);
        p.parse_punct(Punct::Comma)?;
    }
    let loc = p.current_loc();
    let format = match p.parse_optional_keyword_any() {
        None => 4,
        Some(kw) => {
            let Some(&(_, v)) = FORMATS.iter().find(|f| f.0.as_bytes() == kw) else {
                return Err(p.emit_error(loc, "expected keyword for GPU object format"));
            };
            if let Err(mut d) = p.parse_punct(Punct::Equal) {
                d.also
                    .push((loc, p.emit_error(loc, "expected an equal sign").message));
                return Err(d);
            }
            v
        }
    };
    let object = parse_attr_of(p, |k| matches!(k, AttrKind::String { .. }));
    let object = and_then_fail(
        p,
        object,
        "failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`",
    )?;
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    // `ObjectAttr::verify`, at the parameters' start.
    if !crate::target::is_target_attr(ctx, target) {
        return Err(p.emit_error(
            start,
            "the target attribute must implement or promise the `gpu::TargetAttrInterface`",
        ));
    }
    Ok(ctx.dialect_attr(
        &OBJECT_ATTR_DEF,
        vec![
            Param::Attr(target),
            Param::Int(format),
            Param::Attr(object),
            some(properties),
            some(kernels),
        ],
    ))
}

fn print_object(ctx: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter) {
    p.write_str("<");
    if let Some(t) = a.attr(0) {
        p.print_attribute(t);
    }
    p.write_str(", ");
    if let Some(props) = a.params.get(3).and_then(opt) {
        p.write_str("properties = ");
        p.print_attribute(props);
        p.write_str(", ");
    }
    if let Some(k) = a.params.get(4).and_then(opt) {
        p.write_str("kernels = ");
        if let Some(d) = ctx.as_dialect_attr(k, &KERNEL_TABLE_ATTR_DEF) {
            print_kernel_table(ctx, d, p);
        }
        p.write_str(", ");
    }
    let format = a.int(1);
    if format != 4 {
        if let Some(f) = FORMATS.iter().find(|f| f.1 == format) {
            p.write_str(f.0);
            p.write_str(" = ");
        }
    }
    if let Some(o) = a.attr(2) {
        p.print_attribute(o);
    }
    p.write_str(">");
}

/// Whether `a` is a non-empty array of `#gpu.object`s.
pub(crate) fn is_object_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(e)
        if !e.is_empty() && e.iter().all(|&o| ctx.as_dialect_attr(o, &OBJECT_ATTR_DEF).is_some()))
}
