//! Type-based alias analysis metadata (`LLVMAttrDefs.td`):
//! `#llvm.tbaa_root<id = "...">`, `#llvm.tbaa_type_desc<id = "...",
//! members = {<#desc, offset>, ...}>` and `#llvm.tbaa_tag<base_type = ...,
//! access_type = ..., offset = n>`, which print under aliases.

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::{Attribute, Context};

/// Parses the value of struct parameter `key`; false if the key is not
/// one of the attribute's.
type FieldParser<'f> = dyn FnMut(&mut dyn AsmParser<'_>, &[u8]) -> ParseResult<bool> + 'f;

/// Parses `key = value, ...` up to the closing `>` (upstream's
/// `struct(params)`: any order, each key once); `field` parses the value
/// of a known key and says whether it knew it.
fn parse_struct(p: &mut dyn AsmParser<'_>, field: &mut FieldParser<'_>) -> ParseResult<()> {
    let mut seen: Vec<Vec<u8>> = Vec::new();
    loop {
        let loc = p.current_loc();
        let key = p.parse_keyword_any()?;
        p.parse_punct(Punct::Equal)?;
        if seen.contains(&key) || !field(p, &key)? {
            return Err(p.emit_error(
                loc,
                &format!(
                    "duplicate or unknown struct parameter name: {}",
                    String::from_utf8_lossy(&key)
                ),
            ));
        }
        seen.push(key);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::Greater)
}

fn missing(p: &mut dyn AsmParser<'_>, what: &str) -> Box<rmlir_ir::asm::AsmDiag> {
    let loc = p.current_loc();
    p.emit_error(
        loc,
        &format!("struct is missing required parameter: {what}"),
    )
}

/// `#llvm.tbaa_root` or `#llvm.tbaa_root<id = "...">`.
pub static TBAA_ROOT_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "tbaa_root",
    parse: |p, _| {
        let mut params = Vec::new();
        if p.parse_optional_punct(Punct::Less) {
            parse_struct(p, &mut |p, key| {
                if key != b"id" {
                    return Ok(false);
                }
                params.push(Param::Attr(p.parse_attribute(None)?));
                Ok(true)
            })?;
        }
        Ok(p.ctx().dialect_attr(&TBAA_ROOT_ATTR_DEF, params))
    },
    print: |_, a, p| {
        if let Some(id) = a.attr(0) {
            p.write_str("<id = ");
            p.print_attribute(id);
            p.write_str(">");
        }
    },
    attr_type: None,
    enum_param: None,
};

/// `#llvm.tbaa_member<#desc, offset>`, written stripped in type
/// descriptors.
pub static TBAA_MEMBER_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "tbaa_member",
    parse: |p, _| parse_member(p),
    print: |_, a, p| print_member(a, p),
    attr_type: None,
    enum_param: None,
};

fn parse_member(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    p.parse_punct(Punct::Less)?;
    let desc = p.parse_attribute(None)?;
    p.parse_punct(Punct::Comma)?;
    let offset = p.parse_integer()?;
    p.parse_punct(Punct::Greater)?;
    Ok(p.ctx().dialect_attr(
        &TBAA_MEMBER_ATTR_DEF,
        vec![Param::Attr(desc), Param::Int(offset)],
    ))
}

fn print_member(a: &DialectAttr, p: &mut dyn AsmPrinter) {
    p.write_str("<");
    if let Some(d) = a.attr(0) {
        p.print_attribute(d);
    }
    p.write_str(&format!(", {}>", a.int(1)));
}

/// `#llvm.tbaa_type_desc<id = "...", members = {<#desc, offset>, ...}>`.
pub static TBAA_TYPE_DESC_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "tbaa_type_desc",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let mut id = None;
        let mut members = Vec::new();
        parse_struct(p, &mut |p, key| match key {
            b"id" => {
                let loc = p.current_loc();
                match p.parse_optional_string() {
                    Some(s) => id = Some(s),
                    None => return Err(p.emit_error(loc, "expected string")),
                }
                Ok(true)
            }
            b"members" => {
                p.parse_punct(Punct::LBrace)?;
                if !p.parse_optional_punct(Punct::RBrace) {
                    loop {
                        members.push(parse_member(p)?);
                        if !p.parse_optional_punct(Punct::Comma) {
                            break;
                        }
                    }
                    p.parse_punct(Punct::RBrace)?;
                }
                Ok(true)
            }
            _ => Ok(false),
        })?;
        let Some(id) = id else {
            return Err(missing(p, "id"));
        };
        Ok(p.ctx().dialect_attr(
            &TBAA_TYPE_DESC_ATTR_DEF,
            vec![Param::Bytes(id.into()), Param::Attrs(members.into())],
        ))
    },
    print: |ctx, a, p| {
        p.write_str("<id = ");
        if let Some(Param::Bytes(id)) = a.params.first() {
            p.print_string(id);
        }
        p.write_str(", members = {");
        if let Some(Param::Attrs(members)) = a.params.get(1) {
            for (i, &m) in members.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                if let Some(m) = ctx.as_dialect_attr(m, &TBAA_MEMBER_ATTR_DEF) {
                    print_member(m, p);
                }
            }
        }
        p.write_str("}>");
    },
    attr_type: None,
    enum_param: None,
};

/// `#llvm.tbaa_tag<base_type = ..., access_type = ..., offset = n,
/// constant = b>` (`constant` defaults to false).
pub static TBAA_TAG_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "tbaa_tag",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let (mut base, mut access, mut offset, mut constant) = (None, None, None, false);
        parse_struct(p, &mut |p, key| {
            match key {
                b"base_type" => base = Some(parse_type_desc_param(p)?),
                b"access_type" => access = Some(parse_type_desc_param(p)?),
                b"offset" => offset = Some(p.parse_integer()?),
                b"constant" => {
                    let loc = p.current_loc();
                    constant = match p.parse_keyword_any()?.as_slice() {
                        b"true" => true,
                        b"false" => false,
                        _ => return Err(p.emit_error(loc, "expected 'true' or 'false'")),
                    }
                }
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        let (Some(base), Some(access), Some(offset)) = (base, access, offset) else {
            let what = if base.is_none() {
                "base_type"
            } else if access.is_none() {
                "access_type"
            } else {
                "offset"
            };
            return Err(missing(p, what));
        };
        Ok(p.ctx().dialect_attr(
            &TBAA_TAG_ATTR_DEF,
            vec![
                Param::Attr(base),
                Param::Attr(access),
                Param::Int(offset),
                Param::Int(constant as i64),
            ],
        ))
    },
    print: |_, a, p| {
        p.write_str("<base_type = ");
        if let Some(b) = a.attr(0) {
            p.print_stripped_attribute(b);
        }
        p.write_str(", access_type = ");
        if let Some(b) = a.attr(1) {
            p.print_stripped_attribute(b);
        }
        p.write_str(&format!(", offset = {}", a.int(2)));
        if a.int(3) != 0 {
            p.write_str(", constant = true");
        }
        p.write_str(">");
    },
    attr_type: None,
    enum_param: None,
};

/// A parameter of type `TBAATypeDescriptorAttr`: written stripped
/// (`<id = ...>`) or in full (an alias, `#llvm.tbaa_type_desc<...>`).
fn parse_type_desc_param(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    if p.is_punct(Punct::Less) {
        return (TBAA_TYPE_DESC_ATTR_DEF.parse)(p, None);
    }
    p.parse_attribute(None)
}

/// The alias of a TBAA attribute, if `a` is one.
pub fn tbaa_alias(_: &Context, a: &DialectAttr) -> Option<&'static str> {
    let def = a.def.0;
    [
        (&TBAA_ROOT_ATTR_DEF, "tbaa_root"),
        (&TBAA_TYPE_DESC_ATTR_DEF, "tbaa_type_desc"),
        (&TBAA_TAG_ATTR_DEF, "tbaa_tag"),
    ]
    .into_iter()
    .find(|(d, _)| std::ptr::eq(*d, def))
    .map(|(_, name)| name)
}
